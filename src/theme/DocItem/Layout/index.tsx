/**
 * Eject of `DocItem/Layout` (Docusaurus 3.10.2, unsafe: kept line for line
 * apart from `(CUSTOM)` lines). Why: a page can hide parts of itself —
 * front matter `outline`/`footer: false` and `pageType: custom|blank` decide
 * which parts render; `navbar`/`sidebar`/`footer: false` become `<html>`
 * classes (the navbar and sidebar live outside this component); the columns
 * get stable `rslib-` classes so `?outline=0` can hide the outline with CSS
 * before hydration; the page tells `Root` whether image zoom may run.
 * The rules are in `src/features/page-switches/common/pageSwitches.ts`.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {useLayoutWindowSize} from '@site/src/features/navbar/client/useLayoutWindowSize';
import {MOBILE_BREAKPOINT} from '@site/src/features/navbar/common/navbar';
import WideScreenOnly from '@site/src/features/hydration/client/WideScreenOnly';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import DocItemPaginator from '@theme/DocItem/Paginator';
import DocVersionBanner from '@theme/DocVersionBanner';
import DocVersionBadge from '@theme/DocVersionBadge';
import DocItemFooter from '@theme/DocItem/Footer';
import DocItemTOCMobile from '@theme/DocItem/TOC/Mobile';
import DocItemTOCDesktop from '@theme/DocItem/TOC/Desktop';
import DocItemContent from '@theme/DocItem/Content';
import DocBreadcrumbs from '@theme/DocBreadcrumbs';
import ContentVisibility from '@theme/ContentVisibility';
import type {Props} from '@theme/DocItem/Layout';
import {useReportDocPage} from '@site/src/features/image-zoom/client/GlobalUI';
import {
  frontMatterHideClassNames,
  globalUIEnabled,
  partsHiddenByFrontMatter,
  resolvePageType,
} from '@site/src/features/page-switches/common/pageSwitches';

import styles from './styles.module.css';

/**
 * Decide if the toc should be rendered, on mobile or desktop viewports
 */
function useDocTOC(outlineOff: boolean) {
  const {frontMatter, toc} = useDoc();
  const windowSize = useLayoutWindowSize(); // (CUSTOM) 1024 px breakpoint

  const hidden = frontMatter.hide_table_of_contents || outlineOff; // (CUSTOM)
  const canRender = !hidden && toc.length > 0;

  const mobile = canRender ? <DocItemTOCMobile /> : undefined;

  const desktop =
    canRender && (windowSize === 'desktop' || windowSize === 'ssr') ? (
      // (CUSTOM) not hydrated on narrow screens, where it is dropped right after
      <WideScreenOnly minWidth={MOBILE_BREAKPOINT + 1}>
        <DocItemTOCDesktop />
      </WideScreenOnly>
    ) : undefined;

  return {
    hidden,
    mobile,
    desktop,
  };
}

export default function DocItemLayout({children}: Props): ReactNode {
  const {metadata, frontMatter} = useDoc();
  const hiddenParts = partsHiddenByFrontMatter(frontMatter); // (CUSTOM)
  const docTOC = useDocTOC(hiddenParts.includes('outline'));
  useReportDocPage(globalUIEnabled(frontMatter, '')); // (CUSTOM)
  const showFooter = !hiddenParts.includes('footer'); // (CUSTOM)
  // (CUSTOM) custom and blank pages render the content only
  const body =
    resolvePageType(frontMatter) !== 'doc' ? (
      <div className="rslib-doc-content">
        <DocItemContent>{children}</DocItemContent>
      </div>
    ) : (
      <div className="row">
        <div
          className={clsx(
            'col',
            'rslib-doc-col',
            !docTOC.hidden && styles.docItemCol,
          )}>
          <ContentVisibility metadata={metadata} />
          <DocVersionBanner />
          <div className={styles.docItemContainer}>
            <article>
              <DocBreadcrumbs />
              <DocVersionBadge />
              {docTOC.mobile}
              <DocItemContent>{children}</DocItemContent>
              {showFooter && <DocItemFooter />}
            </article>
            {showFooter && <DocItemPaginator />}
          </div>
        </div>
        {docTOC.desktop && (
          <div className="col col--3 rslib-toc-col">{docTOC.desktop}</div>
        )}
      </div>
    );
  return (
    <HtmlClassNameProvider className={frontMatterHideClassNames(frontMatter)}>
      {body}
    </HtmlClassNameProvider>
  );
}
