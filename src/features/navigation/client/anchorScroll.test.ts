import {sanitizeHashOnPopState, scrollToHash} from './anchorScroll';

const at = (pathname: string, hash = '', search = '') => ({
  pathname,
  search,
  hash,
});

describe('scrollToHash', () => {
  let scrollTo: jest.SpyInstance;
  let warn: jest.SpyInstance;

  beforeEach(() => {
    document.body.innerHTML =
      '<h2 id="bundle-mode">Bundle mode</h2><h2 id="中文">中文</h2>';
    for (const heading of Array.from(document.querySelectorAll('h2'))) {
      heading.getBoundingClientRect = () => ({top: 500}) as DOMRect;
    }
    Object.defineProperty(window, 'scrollY', {value: 1000, configurable: true});
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    scrollTo.mockRestore();
    warn.mockRestore();
  });

  it('puts the heading 72 px below the top on first load', () => {
    scrollToHash(at('/guide/advanced/assets', '#bundle-mode'), null);
    expect(scrollTo).toHaveBeenCalledWith({top: 1428});
    expect(warn).not.toHaveBeenCalled();
  });

  it('decodes the hash', () => {
    scrollToHash(at('/a', '#%E4%B8%AD%E6%96%87'), at('/a'));
    expect(scrollTo).toHaveBeenCalledWith({top: 1428});
  });

  it('does the same on in-page navigation', () => {
    scrollToHash(at('/a', '#bundle-mode'), at('/a', '#other'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['unknown id', '#nope'],
    ['bad percent-encoding', '#%zz'],
  ])('%s: one warning, no scroll', (_name, hash) => {
    scrollToHash(at('/a', hash), null);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      `[rslib] No element matches the anchor "${hash}" in this page; the position is left unchanged.`,
    );
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('ignores pages without hash and query-only changes', () => {
    scrollToHash(at('/a'), null);
    scrollToHash(
      at('/a', '#bundle-mode', '?navbar=0'),
      at('/a', '#bundle-mode'),
    );
    expect(scrollTo).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('sanitizeHashOnPopState', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('escapes an undecodable hash in place, before the router reads it', () => {
    window.history.replaceState(
      {key: 'k'},
      '',
      '/guide/advanced/assets?navbar=0#%zz',
    );
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(
      window.location.pathname + window.location.search + window.location.hash,
    ).toBe('/guide/advanced/assets?navbar=0#%25zz');
    expect(window.history.state).toEqual({key: 'k'});
  });

  it('leaves a valid hash alone', () => {
    window.history.replaceState(null, '', '/a#bundle-mode');
    const replace = jest.spyOn(window.history, 'replaceState');
    sanitizeHashOnPopState();
    expect(replace).not.toHaveBeenCalled();
    replace.mockRestore();
  });
});
