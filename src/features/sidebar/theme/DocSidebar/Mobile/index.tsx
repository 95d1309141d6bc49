/**
 * Eject of `DocSidebar/Mobile` (Docusaurus 3.10.2, safe) — hands the docs
 * sidebar to the navbar's drawer on narrow screens. Why: theme-common's
 * `NavbarSecondaryMenuFiller` memoizes the props it is given by sorting their
 * keys with `String#localeCompare`, and the first `localeCompare` of a page
 * loads the browser's collation data, a noticeable pause on a slow CPU,
 * while the page hydrates and for nothing else. Sorting one key compares nothing, so the filler gets a
 * single prop, `menu`, memoized here. The drawer's content is unchanged.
 */
import React, {useMemo} from 'react';
import clsx from 'clsx';
import {
  NavbarSecondaryMenuFiller,
  type NavbarSecondaryMenuComponent,
  ThemeClassNames,
} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';

/** (CUSTOM) the sidebar's props wrapped in one prop (see above). */
type MenuProps = {readonly menu: Pick<Props, 'sidebar' | 'path'>};

const DocSidebarMobileSecondaryMenu: NavbarSecondaryMenuComponent<
  MenuProps
> = ({menu: {sidebar, path}}) => {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems
        items={sidebar}
        activePath={path}
        onItemClick={(item) => {
          // Mobile sidebar should only be closed if the category has a link
          if (item.type === 'category' && item.href) {
            mobileSidebar.toggle();
          }
          if (item.type === 'link') {
            mobileSidebar.toggle();
          }
        }}
        level={1}
      />
    </ul>
  );
};

function DocSidebarMobile({sidebar, path}: Props) {
  // (CUSTOM) one prop for the filler (see above)
  const menu = useMemo(() => ({sidebar, path}), [sidebar, path]);
  return (
    <NavbarSecondaryMenuFiller
      component={DocSidebarMobileSecondaryMenu}
      props={{menu}}
    />
  );
}

export default React.memo(DocSidebarMobile);
