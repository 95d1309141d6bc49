/**
 * Wrap of `ContentVisibility` (Docusaurus 3.10.2), the banners a doc page shows
 * above its content (draft, unlisted): adds the translation notice when the
 * build put one in the doc's metadata (stale or missing Chinese translation,
 * see `src/features/i18n-tools/index.ts`). Pages without one, blog posts and
 * English pages render exactly as before.
 *
 * The notice's code is a separate chunk loaded only by a page that has a
 * notice: the server renders it into the page's HTML (Docusaurus waits for
 * every lazy part), and in the browser React keeps that HTML until the chunk
 * has loaded, then hydrates it, so nothing moves and other pages load nothing.
 *
 * Wrapped here rather than `DocItem/Content`, which the page-actions plugin
 * already wraps (two plugin themes cannot both wrap one component: each
 * reaches only the original), and rather than `DocVersionBanner`, which also
 * renders outside any doc page (category index pages) where no doc metadata
 * is available.
 */
import React, {Suspense, lazy, useMemo, type ReactNode} from 'react';
import ContentVisibility from '@theme-init/ContentVisibility';
import type ContentVisibilityType from '@theme/ContentVisibility';
import type {WrapperProps} from '@docusaurus/types';
import {NOTICE_KEY, type TranslationNotice as Notice} from '../../common/types';

const TranslationNotice = lazy(() => import('../../client/TranslationNotice'));

type Props = WrapperProps<typeof ContentVisibilityType>;

export default function ContentVisibilityWrapper(props: Props): ReactNode {
  const notice = (props.metadata as {[NOTICE_KEY]?: Notice})[NOTICE_KEY];
  // One element per notice: when the layout re-renders right after hydration
  // (its window size becomes known) before the chunk has loaded, React sees
  // the same element and leaves the still-unhydrated boundary alone (a new
  // one would count as an update and switch it to client rendering, an error
  // in React 18).
  const noticeElement = useMemo(
    () =>
      notice ? (
        <Suspense fallback={null}>
          <TranslationNotice notice={notice} />
        </Suspense>
      ) : null,
    [notice],
  );
  return (
    <>
      <ContentVisibility {...props} />
      {noticeElement}
    </>
  );
}
