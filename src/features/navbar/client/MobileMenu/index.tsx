import React, {useLayoutEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import NavbarItem, {type Props as NavbarItemConfig} from '@theme/NavbarItem';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import {navLabels} from '@site/src/features/navbar/client/labels';
import type {SocialLink} from '@site/src/features/theme-options/common/themeOptions';
import SocialLinks from '@site/src/features/navbar/client/SocialLinks';
import styles from './styles.module.css';

export type Props = {
  /** Element id, referenced by the hamburger's `aria-controls`. */
  readonly id: string;
  /** Navbar items (`themeConfig.navbar.items`); search items are left out. */
  readonly items: readonly NavbarItemConfig[];
  readonly socialLinks: readonly SocialLink[];
  /** Called when a nav item is clicked. */
  readonly onClose: () => void;
};

/**
 * Full-screen mobile menu: nav items (the language and
 * version menus among them, as the navbar config orders them), the theme
 * switch and the social links, below the navbar down to the bottom of the
 * window. The caller renders it only while open and closes it (route change,
 * window ≥ 768 px, Escape; see `useMobileMenu`).
 */
export default function MobileMenu({
  id,
  items,
  socialLinks,
  onClose,
}: Props): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  // Start right under the navbar, wherever it is (an announcement bar may sit above it).
  useLayoutEffect(() => {
    const nav = ref.current?.closest('nav');
    if (nav && ref.current) {
      ref.current.style.setProperty(
        '--rslib-mobile-menu-top',
        `${Math.max(0, nav.getBoundingClientRect().bottom)}px`,
      );
    }
  }, []);
  return (
    <div ref={ref} id={id} className={clsx('rslib-mobile-menu', styles.menu)}>
      <ul className={clsx('menu__list', styles.items)}>
        {items
          .filter((item) => item.type !== 'search')
          .map((item, index) => (
            <NavbarItem key={index} mobile {...item} onClick={onClose} />
          ))}
      </ul>
      <div className={clsx('rslib-mobile-menu__appearance', styles.row)}>
        <span>{navLabels.appearance()}</span>
        <NavbarColorModeToggle />
      </div>
      {socialLinks.length > 0 ? (
        <div className={styles.row}>
          <SocialLinks links={socialLinks} layout="menu" />
        </div>
      ) : null}
    </div>
  );
}
