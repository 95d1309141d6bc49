/**
 * Wrap of `@theme-init/DocSidebarItem/Html` (Docusaurus 3.10.2).
 *
 * Why: the sidebar is split into sections by dividers and section headers,
 * so a long sidebar is easy to scan. `sidebars.ts`
 * declares them as `type: 'html'` items built by `sectionHeader()` and
 * `divider()` (src/features/sidebar/common/sidebar.ts), whose `customProps` carry the marker.
 * Docusaurus does not translate html items, so a header's text comes from its
 * `translate()` id (`docs.sidebar.header.<key>`, src/features/sidebar/client/labels.ts), never
 * from the item's HTML. Any other html item renders unchanged.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Html from '@theme-init/DocSidebarItem/Html';
import type HtmlType from '@theme/DocSidebarItem/Html';
import type {WrapperProps} from '@docusaurus/types';
import {readSidebarMarker} from '@site/src/features/sidebar/common/sidebar';
import {sidebarLabels} from '@site/src/features/sidebar/client/labels';

type Props = WrapperProps<typeof HtmlType>;

/**
 * @param props.item html sidebar item; `customProps.sectionHeader` (a key of
 *   `SECTION_HEADER_KEYS`) renders a header, `customProps.dividerType`
 *   (`solid` | `dashed`) a divider; an unknown header key falls back to the
 *   original rendering of `item.value`.
 * @param props.level nesting level (1 = top), added as a class for styling
 */
export default function DocSidebarItemHtmlWrapper(props: Props): ReactNode {
  const marker = readSidebarMarker(props.item.customProps); // (CUSTOM)
  if (marker?.kind === 'header') {
    return (
      <li
        className={clsx(
          'rslib-sidebar-header',
          `rslib-sidebar-header--level-${props.level}`,
        )}
        data-section-header={marker.key}>
        {sidebarLabels.sectionHeader(marker.key)}
      </li>
    );
  }
  if (marker?.kind === 'divider') {
    // Decorative: hidden from assistive technology, the list semantics stay intact.
    return (
      <li
        className={clsx(
          'rslib-sidebar-divider',
          `rslib-sidebar-divider--${marker.dividerType}`,
        )}
        aria-hidden="true"
      />
    );
  }
  return <Html {...props} />;
}
