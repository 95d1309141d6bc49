import {readFileSync} from 'node:fs';
import path from 'node:path';
import {
  ANCHOR_OFFSET,
  anchorScrollTop,
  decodableHash,
  idFromHash,
  invalidAnchorWarning,
  shouldScrollToHash,
} from './anchor';

describe('idFromHash', () => {
  it.each([
    ['#bundle-mode', 'bundle-mode'],
    ['bundle-mode', 'bundle-mode'],
    ['#%E4%B8%AD%E6%96%87', '中文'],
    ['#', ''],
    ['', ''],
    ['#%zz', null],
    ['#%E0%A4%A', null],
  ])('%j → %j', (hash, expected) => {
    expect(idFromHash(hash)).toBe(expected);
  });
});

describe('anchorScrollTop', () => {
  it('leaves ANCHOR_OFFSET above the element when no offset is given', () => {
    expect(anchorScrollTop(500, 1000)).toBe(1500 - ANCHOR_OFFSET);
  });

  it('lands on the line the CSS scroll margin of custom.css uses', () => {
    // Paths, not `require.resolve`: the test setup maps `.css` requests to a stub.
    const css = readFileSync(
      path.join(__dirname, '../../../css/custom.css'),
      'utf8',
    );
    expect(css).toMatch(`--rslib-anchor-offset: ${ANCHOR_OFFSET}px;`);
  });

  it.each([
    [500, 0, 72, 428],
    [500, 1000, 72, 1428],
    [72, 300, 72, 300],
    [-200, 1000, 72, 728],
    [10, 0, 72, 0],
    [100.6, 0, 72, 29],
    [500, 0, 0, 500],
  ])(
    'element at %d, scrollY %d, offset %d → %d',
    (top, scrollY, offset, expected) => {
      expect(anchorScrollTop(top, scrollY, offset)).toBe(expected);
    },
  );
});

describe('shouldScrollToHash', () => {
  const at = (pathname: string, hash = '', search = '') => ({
    pathname,
    hash,
    search,
  });
  it.each([
    ['first load with a hash', at('/a', '#x'), null, true],
    ['first load without a hash', at('/a'), null, false],
    ['bare #', at('/a', '#'), null, false],
    ['hash change in the page', at('/a', '#y'), at('/a', '#x'), true],
    ['new page with a hash', at('/b', '#x'), at('/a', '#x'), true],
    ['query change only', at('/a', '#x', '?navbar=0'), at('/a', '#x'), false],
    ['hash removed', at('/a'), at('/a', '#x'), false],
  ])('%s → %s', (_name, location, previous, expected) => {
    expect(shouldScrollToHash(location, previous)).toBe(expected);
  });
});

describe('invalidAnchorWarning', () => {
  it('names the hash', () => {
    expect(invalidAnchorWarning('#nope')).toBe(
      '[rslib] No element matches the anchor "#nope" in this page; the position is left unchanged.',
    );
  });
});

describe('decodableHash', () => {
  it.each([
    ['#bundle-mode', '#bundle-mode'],
    ['#%E4%B8%AD', '#%E4%B8%AD'],
    ['', ''],
    ['#%zz', '#%25zz'],
    ['#%FF', '#%25FF'],
    ['#a%20b%zz', '#a%2520b%25zz'],
  ])('%j → %j', (hash, expected) => {
    expect(decodableHash(hash)).toBe(expected);
    expect(idFromHash(decodableHash(hash))).not.toBeNull();
  });
});
