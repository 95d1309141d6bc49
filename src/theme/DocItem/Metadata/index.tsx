/**
 * Wrap of `DocItem/Metadata` (Docusaurus 3.10.2). Why: the doc's `<title>` is
 * its title plus a suffix joined by ' - ' ("Quick Start - Rslib"; a space when
 * the suffix starts with `-` or `|`), and front matter `titleSuffix` replaces the
 * site title as suffix. A nested title formatter applies `formatPageTitle`
 * to this page only, so `<title>` and `og:title` stay equal.
 */
import React, {useCallback, type ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {TitleFormatterProvider} from '@docusaurus/theme-common/internal';
import {formatPageTitle} from '@site/src/common/title';

type Props = WrapperProps<typeof MetadataType>;

export default function MetadataWrapper(props: Props): ReactNode {
  const titleSuffix = (useDoc().frontMatter as Record<string, unknown>)
    .titleSuffix;
  const formatter = useCallback(
    ({title, siteTitle}: {title: string; siteTitle: string}) =>
      formatPageTitle({title, siteTitle, titleSuffix}),
    [titleSuffix],
  );
  return (
    <TitleFormatterProvider formatter={formatter}>
      <Metadata {...props} />
    </TitleFormatterProvider>
  );
}
