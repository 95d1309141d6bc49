import React, {useMemo, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import headings from '@generated/rslib-overview/default/headings.json';
import {overviewLabels} from '@site/src/features/overview/client/labels';
import {
  buildOverviewGroups,
  filterOverviewGroups,
  type OverviewSidebarItem,
} from '@site/src/features/overview/common/overview';
import OverviewView from './OverviewView';

export type Props = {
  /** Heading level listed under each page; default 2 (the `##` headings). */
  readonly depth?: number;
};

/**
 * Overview page of the current sidebar: groups,
 * pages and headings come from the sidebar and the build-time heading data,
 * never from a hand-kept list. Used in MDX as `<Overview />`.
 */
export default function Overview({depth = 2}: Props): ReactNode {
  const sidebar = useDocsSidebar();
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  const [query, setQuery] = useState('');
  const othersTitle = overviewLabels.others();
  const groups = useMemo(
    () =>
      buildOverviewGroups(
        (sidebar?.items ?? []) as unknown as OverviewSidebarItem[],
        headings,
        {
          baseUrl: siteConfig.baseUrl,
          othersTitle,
          excludeHref: pathname,
          depths: [depth],
        },
      ),
    [sidebar, siteConfig.baseUrl, othersTitle, pathname, depth],
  );
  return (
    <OverviewView
      groups={filterOverviewGroups(groups, query)}
      query={query}
      onQueryChange={setQuery}
    />
  );
}
