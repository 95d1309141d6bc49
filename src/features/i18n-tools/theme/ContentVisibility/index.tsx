/**
 * Wrap of `ContentVisibility` (Docusaurus 3.10.2), the banners a doc page shows
 * above its content (draft, unlisted): adds the translation notice when the
 * build put one in the doc's metadata (stale or missing Chinese translation,
 * see `src/features/i18n-tools/index.ts`). Pages without one, blog posts and
 * English pages render exactly as before.
 *
 * The notice is a few elements of text the build wrote in the page's
 * language, too small to be worth a chunk of its own, so it is imported
 * directly rather than as a lazy chunk: a lazy part is hydrated once its chunk arrives, and React 18 throws
 * away such a part when the layout re-renders before that (its window size
 * becomes known right after hydration), reporting an error.
 *
 * Wrapped here rather than `DocItem/Content`, which the page-actions plugin
 * already wraps (two plugin themes cannot both wrap one component: each
 * reaches only the original), and rather than `DocVersionBanner`, which also
 * renders outside any doc page (category index pages) where no doc metadata
 * is available.
 */
import React, {type ReactNode} from 'react';
import ContentVisibility from '@theme-init/ContentVisibility';
import type ContentVisibilityType from '@theme/ContentVisibility';
import type {WrapperProps} from '@docusaurus/types';
import {NOTICE_KEY, type TranslationNotice as Notice} from '../../common/types';
import TranslationNotice from '../../client/TranslationNotice';

type Props = WrapperProps<typeof ContentVisibilityType>;

export default function ContentVisibilityWrapper(props: Props): ReactNode {
  const notice = (props.metadata as {[NOTICE_KEY]?: Notice})[NOTICE_KEY];
  return (
    <>
      <ContentVisibility {...props} />
      {notice && <TranslationNotice notice={notice} />}
    </>
  );
}
