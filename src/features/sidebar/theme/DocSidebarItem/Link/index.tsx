/**
 * Wrap of `@theme-init/DocSidebarItem/Link` (Docusaurus 3.10.2).
 *
 * Why: an item with `customProps.tag` (see `taggedDoc()` in
 * src/features/sidebar/common/sidebar.ts) shows a small translated badge, e.g. 'New', to point
 * readers at fresh pages; a link leaving the docs opens in a new tab (the
 * original `<Link>` already sets `target="_blank"` and `rel`), and we add the
 * screen-reader hint to its name. The original forwards extra props to its
 * `<a>`, so the badge text travels as `data-rslib-tag` and is drawn by CSS
 * (`src/features/sidebar/client/sidebar.css`, `attr()` content: always text, never HTML).
 */
import React, {type ReactNode} from 'react';
import Link from '@theme-init/DocSidebarItem/Link';
import type LinkType from '@theme/DocSidebarItem/Link';
import type {WrapperProps} from '@docusaurus/types';
import isInternalUrl from '@docusaurus/isInternalUrl';
import {readSidebarTag} from '@site/src/features/sidebar/common/sidebar';
import {sidebarLabels} from '@site/src/features/sidebar/client/labels';

type Props = WrapperProps<typeof LinkType>;

/**
 * @param props.item link sidebar item; `customProps.tag` (a known tag, else
 *   ignored) adds the badge; an `href` with a protocol is external.
 */
export default function DocSidebarItemLinkWrapper(props: Props): ReactNode {
  const {item} = props;
  const tag = readSidebarTag(item.customProps); // (CUSTOM)
  const external = !isInternalUrl(item.href); // (CUSTOM)
  return (
    <Link
      {...props}
      {...(tag && {'data-rslib-tag': sidebarLabels.tag(tag)})}
      {...(external && {
        'aria-label': `${item.label} ${sidebarLabels.opensInNewTab()}`,
      })}
    />
  );
}
