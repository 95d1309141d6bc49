import {renderHook} from '@testing-library/react';
import {useQueryHideAttribute} from './useQueryHideAttribute';

describe('useQueryHideAttribute', () => {
  it('mirrors the query on <html data-rslib-hide> and removes it when the query goes', () => {
    const {rerender} = renderHook(({search}) => useQueryHideAttribute(search), {
      initialProps: {search: '?navbar=0&footer=0'},
    });
    expect(document.documentElement.getAttribute('data-rslib-hide')).toBe(
      'navbar footer',
    );
    rerender({search: '?sidebar=0'});
    expect(document.documentElement.getAttribute('data-rslib-hide')).toBe(
      'sidebar',
    );
    rerender({search: ''});
    expect(document.documentElement.hasAttribute('data-rslib-hide')).toBe(
      false,
    );
  });
});
