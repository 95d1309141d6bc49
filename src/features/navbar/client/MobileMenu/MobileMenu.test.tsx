import React from 'react';
import {fireEvent, screen, within} from '@testing-library/react';
import {renderWithContext} from '@site/test/helpers/renderWithContext';
import {SOCIAL_LINKS} from '@site/src/common/site';
import type {Props as NavbarItemConfig} from '@theme/NavbarItem';
import MobileMenu from './';

const items = [
  {label: 'Guide', to: '/guide/start/'},
  {label: 'Config', to: '/config/'},
  {label: 'API', to: '/api/javascript-api/core'},
  {type: 'search' as const},
  {type: 'localeDropdown' as const},
] as unknown as NavbarItemConfig[]; // only the fields the mocked NavbarItem reads

describe('MobileMenu (full-screen menu of narrow windows)', () => {
  it('holds the nav items (not search) in mobile form, the theme switch and the social links', () => {
    const onClose = jest.fn();
    renderWithContext(
      <MobileMenu
        id="menu"
        items={items}
        socialLinks={SOCIAL_LINKS}
        onClose={onClose}
      />,
    );
    const menu = document.getElementById('menu')!;
    expect(menu).toHaveClass('rslib-mobile-menu');
    const navItems = within(menu).getAllByTestId('navbar-item');
    expect(
      navItems.map((item) => [
        item.dataset.type,
        item.dataset.mobile,
        item.textContent,
      ]),
    ).toEqual([
      ['default', 'true', 'Guide'],
      ['default', 'true', 'Config'],
      ['default', 'true', 'API'],
      ['localeDropdown', 'true', 'localeDropdown'],
    ]);
    expect(within(menu).getByText('Appearance')).toBeInTheDocument();
    expect(within(menu).getByTestId('color-mode-toggle')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(SOCIAL_LINKS.map((link) => link.content));

    fireEvent.click(screen.getByRole('button', {name: 'Config'}));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
