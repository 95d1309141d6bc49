// The loader is CommonJS (Rspack loads it by path).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {addTranslationNotice} = require('./noticeLoader.cjs') as {
  addTranslationNotice: (
    source: string,
    notices: Record<string, unknown>,
  ) => string;
};

const source =
  '@site/i18n/zh/docusaurus-plugin-content-docs/current/guide/basic/cli.mdx';
const notice = {status: 'stale', title: '此页译文已过时'};

describe('addTranslationNotice', () => {
  it('adds the notice to the metadata of the doc it belongs to', () => {
    const metadata = JSON.stringify({
      id: 'guide/basic/cli',
      source,
      permalink: '/zh/guide/basic/cli',
    });
    expect(
      JSON.parse(addTranslationNotice(metadata, {[source]: notice})),
    ).toEqual({
      id: 'guide/basic/cli',
      source,
      permalink: '/zh/guide/basic/cli',
      translationNotice: notice,
    });
  });

  it('returns other modules unchanged', () => {
    const other =
      '{"id":"guide/start/index","source":"@site/docs/guide/start/index.mdx"}';
    expect(addTranslationNotice(other, {[source]: notice})).toBe(other);
    expect(addTranslationNotice('{"sidebar":[]}', {[source]: notice})).toBe(
      '{"sidebar":[]}',
    );
    expect(addTranslationNotice('[1]', {})).toBe('[1]');
  });

  it('tells the pages of two versions of the same file apart', () => {
    const source0 =
      '@site/i18n/zh/docusaurus-plugin-content-docs/version-0.x/guide/basic/cli.mdx';
    const notice0 = {status: 'stale', englishUrl: '/0.x/guide/basic/cli'};
    const current = JSON.stringify({source, permalink: '/zh/guide/basic/cli'});
    const old = JSON.stringify({
      source: source0,
      permalink: '/zh/0.x/guide/basic/cli',
    });
    expect(addTranslationNotice(current, {[source0]: notice0})).toBe(current);
    expect(
      JSON.parse(addTranslationNotice(old, {[source0]: notice0}))
        .translationNotice,
    ).toEqual(notice0);
  });
});
