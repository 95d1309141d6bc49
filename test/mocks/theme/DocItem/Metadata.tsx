/** `@theme-original/DocItem/Metadata` in jest: shows the doc title as the title formatter formats it. */
import React from 'react';
import {useTitleFormatter} from '@docusaurus/theme-common/internal';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

export default function DocItemMetadata() {
  const {metadata} = useDoc();
  return <span>{useTitleFormatter().format(metadata.title)}</span>;
}
