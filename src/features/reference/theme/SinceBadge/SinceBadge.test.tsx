import React from 'react';
import {render, screen} from '@testing-library/react';
import {useCodeTranslations} from '@site/test/mocks/codeTranslations';
import SinceBadge from './';

describe('SinceBadge', () => {
  it('names the version in English', () => {
    const {container} = render(<SinceBadge version="0.19" />);
    expect(screen.getByText('Added in 0.19')).toBeInTheDocument();
    // The class the search index leaves out.
    expect(container.firstElementChild).toHaveClass('rslib-since');
    expect(container.firstElementChild?.tagName).toBe('P');
  });

  it('names a patch release as given', () => {
    render(<SinceBadge version="0.11.2" />);
    expect(screen.getByText('Added in 0.11.2')).toBeInTheDocument();
  });

  it('is translated in Chinese', () => {
    useCodeTranslations('zh');
    render(<SinceBadge version="1.0" />);
    expect(screen.getByText('新增于 1.0')).toBeInTheDocument();
  });
});
