/**
 * Title of a doc's outline (the "On this page" heading above the table of
 * contents): front matter `outlineTitle` > `themeConfig.outlineTitle` >
 * 'ON THIS PAGE' (translated). Only inside a doc (`useDoc`).
 */
import {useThemeConfig} from '@docusaurus/theme-common';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {resolveOutlineTitle} from '@site/src/lib/outline';
import {docLabels} from '@site/src/i18n/labels/doc';

export function useOutlineTitle(): string {
  const {frontMatter} = useDoc();
  const themeConfig = useThemeConfig() as {readonly outlineTitle?: unknown};
  return resolveOutlineTitle(
    (frontMatter as Record<string, unknown>).outlineTitle,
    themeConfig.outlineTitle,
    docLabels.outlineTitle(),
  );
}
