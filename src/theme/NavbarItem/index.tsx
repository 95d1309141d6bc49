/**
 * Wrap of `@theme-original/NavbarItem` (Docusaurus 3.10.2).
 * Why: the navbar shows a language menu only when more than one locale exists
 * and a version menu only when more than one docs version exists (a menu with a
 * single entry offers no choice); Docusaurus renders both regardless (a single
 * version becomes a plain version link). The rule is `shouldShowNavbarItem` in
 * `src/features/navbar/common/navbar.ts`. Applies to the desktop navbar and to both mobile menus.
 */
import React, {type ReactNode} from 'react';
import NavbarItem from '@theme-original/NavbarItem';
import type {Props} from '@theme/NavbarItem';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useGlobalData from '@docusaurus/useGlobalData';
import {
  docsVersionCount,
  shouldShowNavbarItem,
} from '@site/src/features/navbar/common/navbar';

export default function NavbarItemWrapper(props: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const versions = docsVersionCount(useGlobalData());
  // (CUSTOM) hide single-option menus
  if (
    !shouldShowNavbarItem(props.type, {locales: i18n.locales.length, versions})
  ) {
    return null;
  }
  return <NavbarItem {...props} />;
}
