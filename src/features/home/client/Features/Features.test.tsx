import React from 'react';
import {screen, within} from '@testing-library/react';
import {renderWithContext} from '@site/test/helpers/renderWithContext';
import {useCodeTranslations} from '@site/test/mocks/codeTranslations';
import Features from './';

describe('Features', () => {
  it('shows the six Rslib feature cards linking to their guides, 4 of 12 columns each', () => {
    renderWithContext(<Features />);
    expect(
      screen.getByRole('heading', {level: 2, name: 'Features'}),
    ).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(
      items.map(
        (item) => within(item).getByRole('heading', {level: 3}).textContent,
      ),
    ).toEqual([
      'Multiple output formats',
      'Bundle or bundleless',
      'Declaration files',
      'Rsbuild ecosystem',
      'Module Federation',
      'Fast by default',
    ]);
    expect(
      items.map((item) => within(item).getByRole('link').getAttribute('href')),
    ).toEqual([
      '/guide/basic/output-format',
      '/config/lib/bundle',
      '/guide/advanced/dts',
      '/config/rsbuild/',
      '/guide/advanced/module-federation',
      '/guide/start/features#speed',
    ]);
    for (const item of items) {
      expect(item).toHaveClass('rslib-feature', 'rslib-feature--span-4');
      // Drawn inline (no <img>, no request), hidden from assistive technology.
      expect(item.querySelector('img')).toBeNull();
      expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    expect(
      items.map((item) =>
        item.querySelector('svg')?.getAttribute('data-svg-file'),
      ),
    ).toEqual(
      ['formats', 'bundleless', 'dts', 'rsbuild', 'mf', 'speed'].map(
        (name) => `static/img/features/${name}.svg`,
      ),
    );
  });

  it('shows an image path as a decorative image and other text as text', () => {
    renderWithContext(
      <Features
        features={[
          {icon: '/img/custom.png', title: 'Image', details: 'd'},
          {icon: '⚡', title: 'Text', details: 'd'},
        ]}
      />,
    );
    const [image, text] = within(screen.getByRole('list')).getAllByRole(
      'listitem',
    );
    expect(image.querySelector('img')).toHaveAttribute(
      'src',
      '/img/custom.png',
    );
    expect(image.querySelector('img')).toHaveAttribute('alt', '');
    expect(text.querySelector('img')).toBeNull();
    expect(text).toHaveTextContent('⚡');
  });

  it('shows the Chinese texts and keeps the /zh/ prefix', () => {
    useCodeTranslations('zh');
    renderWithContext(<Features />, {pathname: '/zh/', locale: 'zh'});
    expect(
      screen.getByRole('heading', {level: 2, name: '特性'}),
    ).toBeInTheDocument();
    const first = within(screen.getByRole('list')).getAllByRole('listitem')[0];
    expect(within(first).getByRole('heading', {level: 3})).toHaveTextContent(
      '多种产物格式',
    );
    expect(within(first).getByRole('link')).toHaveAttribute(
      'href',
      '/zh/guide/basic/output-format',
    );
  });

  it('applies spans 2, 3, 4, 6 and falls back to 4, with text icons and external links', () => {
    renderWithContext(
      <Features
        features={[
          {icon: '📦', title: 'Two', details: 'd', span: 2},
          {icon: '⚡', title: 'Three', details: 'd', span: 3},
          {
            icon: '/img/x.svg',
            title: 'Six',
            details: 'd',
            span: 6,
            link: 'https://rsbuild.rs/',
          },
          {icon: 'x', title: 'Bad', details: 'd', span: 5 as never},
          {
            icon: 'x',
            title: '<b>Hostile</b>',
            details: '<script>alert(1)</script>',
          },
        ]}
      />,
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(
      items.map((item) => item.className.match(/rslib-feature--span-\d+/)?.[0]),
    ).toEqual([
      'rslib-feature--span-2',
      'rslib-feature--span-3',
      'rslib-feature--span-6',
      'rslib-feature--span-4',
      'rslib-feature--span-4',
    ]);
    expect(items[0]).toHaveTextContent('📦');
    expect(within(items[0]).queryByRole('link')).toBeNull();
    const external = within(items[2]).getByRole('link');
    expect(external).toHaveAttribute('href', 'https://rsbuild.rs/');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(items[4]).toHaveTextContent('<b>Hostile</b>');
    expect(items[4].querySelector('b, script')).toBeNull();
  });
});
