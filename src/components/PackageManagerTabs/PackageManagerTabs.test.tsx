import React from 'react';
import {screen, within} from '@testing-library/react';
import {renderWithContext} from '@site/test/helpers/renderWithContext';
import {useCodeTranslations} from '@site/test/mocks/codeTranslations';
import PackageManagerTabs from '.';

// @theme/Tabs, TabItem and CodeBlock resolve to the stand-ins in test/mocks/theme/.

function codeOf(label: string): string | null | undefined {
  return screen.getByRole('region', {name: label}).querySelector('pre')
    ?.textContent;
}

describe('PackageManagerTabs', () => {
  it('renders npm, yarn, pnpm and bun tabs sharing the package-manager group', () => {
    renderWithContext(
      <PackageManagerTabs command="npm install -D @rslib/core" />,
    );
    const group = screen.getByRole('group', {name: 'Package manager'});
    expect(within(group).getByTestId('tabs')).toHaveAttribute(
      'data-group-id',
      'package-manager',
    );
    expect(
      screen
        .getAllByRole('region')
        .map((tab) => tab.getAttribute('data-value')),
    ).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
    expect(codeOf('npm')).toBe('npm install -D @rslib/core');
    expect(codeOf('yarn')).toBe('yarn add -D @rslib/core');
    expect(codeOf('pnpm')).toBe('pnpm add -D @rslib/core');
    expect(codeOf('bun')).toBe('bun add -D @rslib/core');
    expect(
      screen.getByRole('region', {name: 'bun'}).querySelector('pre'),
    ).toHaveAttribute('data-language', 'bash');
  });

  it('drops the latest tag for yarn create only', () => {
    renderWithContext(<PackageManagerTabs command="npm create rslib@latest" />);
    expect(codeOf('yarn')).toBe('yarn create rslib');
    expect(codeOf('pnpm')).toBe('pnpm create rslib@latest');
    expect(codeOf('bun')).toBe('bun create rslib@latest');
  });

  it('uses an explicit command map as given', () => {
    renderWithContext(
      <PackageManagerTabs
        command={{
          npm: 'npx rslib build',
          yarn: 'yarn rslib build',
          bun: 'bunx rslib build',
        }}
      />,
    );
    expect(codeOf('yarn')).toBe('yarn rslib build');
    expect(codeOf('pnpm')).toBe('npx rslib build');
    expect(codeOf('bun')).toBe('bunx rslib build');
  });

  it('names the group in Chinese on /zh/', () => {
    useCodeTranslations('zh');
    renderWithContext(<PackageManagerTabs command="npm install" />, {
      pathname: '/zh/',
      locale: 'zh',
    });
    expect(screen.getByRole('group', {name: '包管理器'})).toBeInTheDocument();
  });
});
