import React from 'react';
import {screen, within} from '@testing-library/react';
import {renderWithContext} from '@site/test/helpers/renderWithContext';
import {useCodeTranslations} from '@site/test/mocks/codeTranslations';
import table from '@site/test/fixtures/landingStrings.json';
import {TOOL_STACK} from '@site/src/features/navbar/data/tools';
import {INLINE_TOOL_LOGOS} from './logos';
import ToolStack from './';

describe('ToolStack', () => {
  it('lists the five tools with English variants, each opening in a new tab', () => {
    renderWithContext(<ToolStack />, {pathname: '/'});
    expect(screen.getByRole('heading', {level: 2})).toHaveTextContent(
      table.toolStackTitle.en,
    );
    expect(screen.getByText(table.toolStackDesc.en)).toBeInTheDocument();
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(
      links.map((link) => link.querySelector('span')?.textContent),
    ).toEqual(['Rspack', 'Rsbuild', 'Rspress', 'Rsdoctor', 'Rslib']);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(links[1]).toHaveAttribute('href', 'https://rsbuild.rs/');
    expect(links[1]).toHaveTextContent('The Rspack-powered build tool');
  });

  it('draws the five logos inline, each named "<tool> logo"', () => {
    renderWithContext(<ToolStack />, {pathname: '/'});
    const logos = within(screen.getByRole('list')).getAllByRole('img');
    expect(logos.map((logo) => logo.tagName.toLowerCase())).toEqual(
      Array(5).fill('svg'),
    );
    expect(logos.map((logo) => logo.getAttribute('aria-label'))).toEqual([
      'Rspack logo',
      'Rsbuild logo',
      'Rspress logo',
      'Rsdoctor logo',
      'Rslib logo',
    ]);
    expect(logos.map((logo) => logo.getAttribute('data-svg-file'))).toEqual(
      ['rspack', 'rsbuild', 'rspress', 'rsdoctor', 'rslib'].map(
        (name) => `static/img/tools/${name}.svg`,
      ),
    );
  });

  it('has an inline drawing for every logo path of the tools data (a renamed file would fall back to <img>)', () => {
    expect(
      TOOL_STACK.map((tool) => tool.logo).filter(
        (logo) => logo === undefined || !(logo in INLINE_TOOL_LOGOS),
      ),
    ).toEqual([]);
  });

  it('shows a logo it has no drawing for as an image', () => {
    renderWithContext(
      <ToolStack
        tools={[
          {
            name: 'Other',
            desc: 'd',
            url: 'https://example.com/',
            logo: '/img/other.svg',
          },
        ]}
      />,
    );
    const logo = screen.getByRole('img', {name: 'Other logo'});
    expect(logo.tagName).toBe('IMG');
    expect(logo).toHaveAttribute('src', '/img/other.svg');
  });

  it('uses the Chinese fields on /zh/', () => {
    useCodeTranslations('zh');
    renderWithContext(<ToolStack />, {pathname: '/zh/', locale: 'zh'});
    expect(screen.getByRole('heading', {level: 2})).toHaveTextContent(
      table.toolStackTitle.zh,
    );
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links[1]).toHaveAttribute('href', 'https://rsbuild.rs/zh/');
    expect(links[1]).toHaveTextContent('由 Rspack 驱动的 Web 构建工具');
  });

  it('shows the blank placeholder image when a logo is missing', () => {
    renderWithContext(
      <ToolStack
        tools={[{name: 'NoLogo', desc: '无', url: 'https://example.com/'}]}
      />,
    );
    expect(screen.getByRole('img', {name: 'NoLogo logo'})).toHaveAttribute(
      'src',
      '/img/tools/placeholder.svg',
    );
  });
});
