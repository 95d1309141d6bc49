/**
 * Sidebar sections: dividers and section headers between groups of items, item
 * tags (badges) and divider styles (`dividerType`). Pure: builders used by
 * `sidebars.ts` (Node) and readers used by the `DocSidebarItem/*` wraps
 * (browser). No React, no Docusaurus imports.
 *
 * Rspress expresses headers and dividers as their own sidebar item kinds
 * (`{sectionHeaderText}`, `{dividerType}`). Docusaurus has no such kinds, so
 * both are `type: 'html'` items whose `customProps` carry the marker; the
 * `DocSidebarItem/Html` wrap renders them. Docusaurus does not translate html
 * items, so a header carries a *key* and its text comes from a `translate()`
 * id in `src/features/sidebar/client/labels.ts` (`docs.sidebar.header.<key>`).
 */

/** Keys of the section headers; each has a label `docs.sidebar.header.<key>`. */
export const SECTION_HEADER_KEYS = [
  'buildOutput',
  'stylesAndAssets',
  'integrations',
] as const;
export type SectionHeaderKey = (typeof SECTION_HEADER_KEYS)[number];

/** Divider line styles, as Rspress's `dividerType`. */
export const DIVIDER_TYPES = ['solid', 'dashed'] as const;
export type DividerType = (typeof DIVIDER_TYPES)[number];

/** Item badges (`customProps.tag`); each has a label `docs.sidebar.tag.<tag>`. */
export const SIDEBAR_TAGS = ['new'] as const;
export type SidebarTag = (typeof SIDEBAR_TAGS)[number];

/** What an html sidebar item stands for, read from its `customProps`. */
export type SidebarMarker =
  | {readonly kind: 'header'; readonly key: SectionHeaderKey}
  | {readonly kind: 'divider'; readonly dividerType: DividerType};

/** The `type: 'html'` sidebar item the builders return (assignable to `SidebarsConfig` items). */
export type SidebarMarkerItem = {
  readonly type: 'html';
  /** Never rendered by our wrap; an HTML comment naming the marker (Docusaurus requires a non-empty value). */
  readonly value: string;
  readonly defaultStyle: false;
  readonly customProps:
    | {readonly sectionHeader: SectionHeaderKey}
    | {readonly dividerType: DividerType};
};

/** A doc item with a badge (`customProps.tag`). */
export type TaggedDocItem = {
  readonly type: 'doc';
  readonly id: string;
  readonly customProps: {readonly tag: SidebarTag};
};

/**
 * A section header for `sidebars.ts`: `sectionHeader('buildOutput')` shows the
 * translated `docs.sidebar.header.buildOutput` label above the items after it.
 */
export function sectionHeader(key: SectionHeaderKey): SidebarMarkerItem {
  return {
    type: 'html',
    value: `<!-- section header: ${key} -->`,
    defaultStyle: false,
    customProps: {sectionHeader: key},
  };
}

/** A divider line for `sidebars.ts` (default `solid`, as Rspress). */
export function divider(dividerType: DividerType = 'solid'): SidebarMarkerItem {
  return {
    type: 'html',
    value: `<!-- divider: ${dividerType} -->`,
    defaultStyle: false,
    customProps: {dividerType},
  };
}

/** A doc item with a badge: `taggedDoc('guide/advanced/module-doc', 'new')`. */
export function taggedDoc(id: string, tag: SidebarTag): TaggedDocItem {
  return {type: 'doc', id, customProps: {tag}};
}

function isOneOf<T extends string>(
  list: readonly T[],
  value: unknown,
): value is T {
  return (
    typeof value === 'string' && (list as readonly string[]).includes(value)
  );
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * Reads the marker of an html sidebar item.
 * @param customProps the item's `customProps` (any value; garbage is tolerated)
 * @returns a header for a known `sectionHeader` key; a divider when
 *   `dividerType` is present (an unknown type falls back to `solid`); `null`
 *   otherwise (an ordinary html item, or an unknown header key). Never throws.
 */
export function readSidebarMarker(customProps: unknown): SidebarMarker | null {
  const props = asRecord(customProps);
  if (!props) return null;
  if ('sectionHeader' in props) {
    return isOneOf(SECTION_HEADER_KEYS, props.sectionHeader)
      ? {kind: 'header', key: props.sectionHeader}
      : null;
  }
  if ('dividerType' in props) {
    return {
      kind: 'divider',
      dividerType: isOneOf(DIVIDER_TYPES, props.dividerType)
        ? props.dividerType
        : 'solid',
    };
  }
  return null;
}

/**
 * Reads the badge of a sidebar item.
 * @param customProps the item's `customProps` (any value)
 * @returns the tag when it is a known one, else `null`. Never throws.
 */
export function readSidebarTag(customProps: unknown): SidebarTag | null {
  const tag = asRecord(customProps)?.tag;
  return isOneOf(SIDEBAR_TAGS, tag) ? tag : null;
}
