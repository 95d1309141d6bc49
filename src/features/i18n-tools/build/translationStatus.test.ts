import {
  docStatus,
  readSourceHash,
  sourceHash,
  stampSourceHash,
  untranslatedKeys,
} from './translationStatus';

const english = '---\ntitle: CLI\n---\n\n# CLI\n\nRun `rslib build`.\n';
const zh = '---\ntitle: 命令行工具\n---\n\n# 命令行工具\n';

describe('docStatus', () => {
  it('is missing without a translation', () => {
    expect(docStatus(english, undefined)).toBe('missing');
  });
  it('is stale when no hash is recorded', () => {
    expect(docStatus(english, zh)).toBe('stale');
  });
  it('is up to date once stamped, and stale again when the English changes', () => {
    const stamped = stampSourceHash(zh, sourceHash(english));
    expect(docStatus(english, stamped)).toBe('up-to-date');
    expect(docStatus(english.replace('build', 'inspect'), stamped)).toBe(
      'stale',
    );
  });
});

describe('stampSourceHash / readSourceHash', () => {
  it('records the hash in the front matter and replaces an old one', () => {
    const once = stampSourceHash(zh, 'aaaaaaaaaaaa');
    const twice = stampSourceHash(once, 'bbbbbbbbbbbb');
    expect(readSourceHash(twice)).toBe('bbbbbbbbbbbb');
    expect(twice.match(/source_hash/g)).toHaveLength(1);
    expect(twice.endsWith('\n# 命令行工具\n')).toBe(true);
  });
  it('throws without front matter', () => {
    expect(() => stampSourceHash('# no front matter', 'a')).toThrow(
      /front matter/,
    );
  });
  // Known answers: the first 12 hex digits of SHA-256, computed outside the
  // code under test (`printf 'a\nb' | openssl dgst -sha256`).
  it.each([
    ['a', 'ca978112ca1b'],
    ['a\nb', '7e18f737311b'],
    // Line endings and trailing space do not count.
    ['a\r\nb\n\n', '7e18f737311b'],
    ['a\nb  \n', '7e18f737311b'],
  ])('hashes %j as %s', (source, hash) => {
    expect(sourceHash(source)).toBe(hash);
  });
});

describe('untranslatedKeys', () => {
  const en = {
    'home.slogan': {message: 'Create libraries'},
    'nav.api': {message: 'API'},
    'home.title': {message: 'Tool Stack'},
  };
  it('lists missing, empty and still-English ids, but not allowed ones', () => {
    const generated = {...en, 'home.new': {message: 'New label'}};
    const current = {
      'home.slogan': {message: '创建库'},
      'nav.api': {message: 'API'},
      'home.title': {message: ''},
    };
    expect(
      untranslatedKeys(generated, current, en, new Set(['nav.api'])),
    ).toEqual(['home.new', 'home.title']);
  });
  it('does not count a message made only of placeholders', () => {
    const same = {'x.pageTitle': {message: '{authorName} - {nPosts}'}};
    expect(untranslatedKeys(same, same, same)).toEqual([]);
  });
});
