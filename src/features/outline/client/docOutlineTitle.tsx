/**
 * The current doc's outline title: front matter `outlineTitle`, else
 * `themeConfig.outlineTitle`, else the translated 'ON THIS PAGE'; and the
 * provider the `DocItem/TOC` wraps put around the TOC components.
 */
import React, {type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {resolveOutlineTitle} from '@site/src/features/outline/client/outline';
import {docLabels} from '@site/src/common/docLabels';
import {OutlineTitleContext} from './outlineTitle';

/** The title for the current doc. Only inside a doc (`useDoc`). */
export function useDocOutlineTitle(): string {
  const {frontMatter} = useDoc();
  const themeConfig = useThemeConfig() as {readonly outlineTitle?: unknown};
  return resolveOutlineTitle(
    (frontMatter as Record<string, unknown>).outlineTitle,
    themeConfig.outlineTitle,
    docLabels.outlineTitle(),
  );
}

/** Gives the current doc's outline title to the TOC components inside. */
export function DocOutlineTitleProvider({
  children,
}: {
  readonly children: ReactNode;
}): ReactNode {
  return (
    <OutlineTitleContext.Provider value={useDocOutlineTitle()}>
      {children}
    </OutlineTitleContext.Provider>
  );
}
