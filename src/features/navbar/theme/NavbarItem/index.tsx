/**
 * Wrap of `@theme-init/NavbarItem` (Docusaurus 3.10.2).
 * Why: the navbar shows a language menu only when more than one locale exists
 * and a version menu only when more than one docs version exists (a menu with a
 * single entry offers no choice); Docusaurus renders both regardless (a single
 * version becomes a plain version link). The version menu also stays off pages
 * that are no doc (home, blog, 404): there is no page of theirs to keep when
 * switching, and they have no version. The rule is `shouldShowNavbarItem` in
 * `src/features/navbar/common/navbar.ts`. Applies to the desktop navbar and to both mobile menus.
 */
import React, {type ReactNode} from 'react';
import NavbarItem from '@theme-init/NavbarItem';
import type {Props} from '@theme/NavbarItem';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useGlobalData from '@docusaurus/useGlobalData';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import {
  docsVersionCount,
  shouldShowNavbarItem,
} from '@site/src/features/navbar/common/navbar';

export default function NavbarItemWrapper(props: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const versions = docsVersionCount(useGlobalData());
  const onDocPage = useActiveDocContext(undefined).activeDoc !== undefined;
  // (CUSTOM) hide single-option menus, and the version menu off doc pages
  if (
    !shouldShowNavbarItem(props.type, {
      locales: i18n.locales.length,
      versions,
      onDocPage,
    })
  ) {
    return null;
  }
  return <NavbarItem {...props} />;
}
