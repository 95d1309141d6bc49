import React from 'react';
import {screen, within} from '@testing-library/react';
import {renderWithContext} from '@site/test/helpers/renderWithContext';
import type {SocialLink} from '@site/src/features/theme-options/common/themeOptions';
import {SOCIAL_LINKS} from '@site/src/common/site';
import SocialLinks from './';

const five: SocialLink[] = [
  {
    icon: 'github',
    mode: 'link',
    content: 'https://github.com/web-infra-dev/rslib',
  },
  {icon: 'x', mode: 'link', content: 'https://twitter.com/rspack_dev'},
  {icon: 'discord', mode: 'link', content: 'https://discord.gg/XsaKEEk4mW'},
  {
    icon: {src: '/img/social/wechat.svg'},
    mode: 'img',
    content: '/img/wechat-qr.png',
    label: 'WeChat',
  },
  {icon: 'x', mode: 'text', content: '@rspack_dev', label: 'X handle'},
];

describe('SocialLinks (first 3 inline, the rest in a hover menu)', () => {
  it("renders the site's GitHub, X and Discord links inline, opening in a new tab, without a menu", () => {
    renderWithContext(<SocialLinks links={SOCIAL_LINKS} />);
    const links = screen.getAllByRole('link');
    expect(
      links.map((link) => [
        link.getAttribute('aria-label'),
        link.getAttribute('href'),
        link.getAttribute('target'),
      ]),
    ).toEqual([
      [
        'GitHub (opens in a new tab)',
        'https://github.com/web-infra-dev/rslib',
        '_blank',
      ],
      ['X (opens in a new tab)', 'https://twitter.com/rspack_dev', '_blank'],
      [
        'Discord (opens in a new tab)',
        'https://discord.gg/XsaKEEk4mW',
        '_blank',
      ],
    ]);
    expect(links[0].querySelector('.rslib-social-icon')).toHaveStyle({
      '--rslib-social-icon': 'url("/img/social/github.svg")',
    });
    expect(screen.queryByRole('button', {name: 'More links'})).toBeNull();
  });

  it('puts links beyond the third into the "More links" menu, keeping their order', () => {
    const {container} = renderWithContext(<SocialLinks links={five} />);
    const root = container.querySelector('.rslib-social-links')!;
    const inline = Array.from(root.children).filter((child) =>
      child.classList.contains('rslib-social-link'),
    );
    expect(inline).toHaveLength(3);
    expect(screen.getByRole('button', {name: 'More links'})).toHaveAttribute(
      'aria-haspopup',
      'true',
    );
    const menu = container.querySelector(
      '.rslib-social-more__menu',
    ) as HTMLElement;
    const items = within(menu).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('WeChat');
    expect(items[1]).toHaveTextContent('X handle');
  });

  it('menu layout (mobile menu) shows every link in one row', () => {
    const {container} = renderWithContext(
      <SocialLinks links={five} layout="menu" />,
    );
    expect(
      container.querySelectorAll('.rslib-social-links > .rslib-social-link'),
    ).toHaveLength(5);
    expect(container.querySelector('.rslib-social-more')).toBeNull();
  });

  it('renders nothing without links', () => {
    const {container} = renderWithContext(<SocialLinks links={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('social link modes', () => {
  it('text: the content shows as text on hover/focus, never as HTML', () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const {container} = renderWithContext(
      <SocialLinks
        links={[{icon: 'discord', mode: 'text', content: hostile}]}
      />,
    );
    const button = screen.getByRole('button', {name: 'Discord'});
    const tooltip = screen.getByRole('tooltip');
    expect(button).toHaveAttribute('aria-describedby', tooltip.id);
    expect(tooltip).toHaveTextContent(hostile);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.rslib-social-link')).toHaveAttribute(
      'data-mode',
      'text',
    );
  });

  it('img: the image at content shows, with the label as alt text', () => {
    renderWithContext(
      <SocialLinks
        links={[
          {
            icon: {src: '/img/wechat.svg'},
            mode: 'img',
            content: '/img/qr.png',
            label: 'WeChat',
          },
        ]}
      />,
    );
    expect(screen.getByRole('button', {name: 'WeChat'})).toBeInTheDocument();
    expect(
      within(screen.getByRole('tooltip')).getByRole('img', {name: 'WeChat'}),
    ).toHaveAttribute('src', '/img/qr.png');
  });

  it('dom: the maintainer HTML is rendered', () => {
    renderWithContext(
      <SocialLinks
        links={[
          {
            icon: 'github',
            mode: 'dom',
            content: '<strong>web-infra-dev</strong>',
          },
        ]}
      />,
    );
    expect(
      screen.getByRole('tooltip').querySelector('strong'),
    ).toHaveTextContent('web-infra-dev');
  });

  it('link: an icon link, not a button', () => {
    renderWithContext(
      <SocialLinks
        links={[{icon: 'x', mode: 'link', content: 'https://x.com/rspack_dev'}]}
      />,
    );
    expect(
      screen.getByRole('link', {name: 'X (opens in a new tab)'}),
    ).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
