import React from 'react';
import {screen} from '@testing-library/react';
import {renderWithContext} from '@site/test/helpers/renderWithContext';
import {useCodeTranslations} from '@site/test/mocks/codeTranslations';
import SourceCode from '.';

const GITHUB =
  'https://github.com/web-infra-dev/rslib/blob/main/packages/core/src/config.ts';

describe('SourceCode', () => {
  it("shows 'Source' and opens the GitHub file in a new tab", () => {
    renderWithContext(<SourceCode href={GITHUB} />);
    const link = screen.getByRole('link', {name: 'Source'});
    expect(link).toHaveAttribute('href', GITHUB);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('data-host', 'github');
  });

  it('shows the GitLab icon for a GitLab URL and a custom label', () => {
    renderWithContext(
      <SourceCode
        href="https://gitlab.com/acme/lib/-/blob/main/src/index.ts"
        label="index.ts"
      />,
    );
    expect(screen.getByRole('link', {name: 'index.ts'})).toHaveAttribute(
      'data-host',
      'gitlab',
    );
  });

  it('translates the default label on /zh/', () => {
    useCodeTranslations('zh');
    renderWithContext(<SourceCode href={GITHUB} />, {
      pathname: '/zh/config/',
      locale: 'zh',
    });
    expect(screen.getByRole('link', {name: '源码'})).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('shows a hostile label as text', () => {
    renderWithContext(
      <SourceCode href={GITHUB} label={'<img src=x onerror="alert(1)">'} />,
    );
    expect(screen.getByRole('link')).toHaveTextContent(
      '<img src=x onerror="alert(1)">',
    );
    expect(document.querySelector('img')).toBeNull();
  });
});
