/**
 * Eject of `@theme/Navbar/Search` (Docusaurus 3.10.2), the search box's
 * container in the navbar. Why: Docusaurus pins it absolutely to the right
 * edge at ≤ 996 px, where our full-screen menu's hamburger sits (shown at
 * 1024 px and below); here it stays in the flow, before the hamburger.
 * Markup unchanged; only the stylesheet differs.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/Navbar/Search';
import styles from './styles.module.css';

export default function NavbarSearch({children, className}: Props): ReactNode {
  return (
    <div className={clsx(className, styles.navbarSearchContainer)}>
      {children}
    </div>
  );
}
