import React from 'react';
import {screen, within} from '@testing-library/react';
import {renderWithContext} from '@site/test/helpers/renderWithContext';
import {useCodeTranslations} from '@site/test/mocks/codeTranslations';
import PackageManagerTabs from '.';

// @theme/Tabs, TabItem and CodeBlock resolve to the stand-ins in test/mocks/theme/.
// The commands come converted by the build (build/remarkPackageManagerTabs.ts).
const INSTALL = {
  npm: 'npm install -D @rslib/core',
  yarn: 'yarn add -D @rslib/core',
  pnpm: 'pnpm add -D @rslib/core',
  bun: 'bun add -D @rslib/core',
};

function codeOf(label: string): string | null | undefined {
  return screen.getByRole('region', {name: label}).querySelector('pre')
    ?.textContent;
}

describe('PackageManagerTabs', () => {
  it('renders npm, yarn, pnpm and bun tabs sharing the package-manager group', () => {
    renderWithContext(<PackageManagerTabs command={INSTALL} />);
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

  it('fails loudly when the build did not convert the command', () => {
    // React logs the error it rethrows.
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      renderWithContext(<PackageManagerTabs command="npm install" />),
    ).toThrow(/remarkPackageManagerTabs/);
    expect(() =>
      renderWithContext(
        <PackageManagerTabs command={{npm: 'npm i', yarn: 'yarn'}} />,
      ),
    ).toThrow(/remarkPackageManagerTabs/);
    error.mockRestore();
  });

  it('names the group in Chinese on /zh/', () => {
    useCodeTranslations('zh');
    renderWithContext(<PackageManagerTabs command={INSTALL} />, {
      pathname: '/zh/',
      locale: 'zh',
    });
    expect(screen.getByRole('group', {name: '包管理器'})).toBeInTheDocument();
  });
});
