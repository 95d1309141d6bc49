/**
 * The notice at the top of a Chinese doc page whose translation is stale or
 * missing: a heading, since when the English page has changed, a link to the
 * English page and one to edit the translation on GitHub. Every text comes
 * from the build, already in the page's language (`TranslationNotice`), so
 * this component carries no labels of its own. Styled with Infima's alert
 * classes (no stylesheet of its own: the site ships one CSS file to every page).
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {
  NOTICE_MARKER,
  type TranslationNotice as Notice,
} from '../../common/types';

const TITLE_ID = 'rslib-translation-notice-title';

/** @param notice what to say, from the doc's metadata (`metadata.translationNotice`) */
export default function TranslationNotice({
  notice,
}: {
  readonly notice: Notice;
}): ReactNode {
  const marker = {[NOTICE_MARKER]: notice.status};
  return (
    <div
      role="note"
      aria-labelledby={TITLE_ID}
      className="alert alert--warning margin-bottom--md rslib-translation-notice"
      {...marker}>
      <p id={TITLE_ID} className="margin-bottom--sm">
        <strong>{notice.title}</strong>
      </p>
      <p className="margin-bottom--sm">
        {notice.text.before}
        <time dateTime={notice.date.iso}>{notice.date.text}</time>
        {notice.text.after}
      </p>
      <p className="margin-bottom--none">
        {/* Another locale's page is another app: a full page load, not a client-side route. */}
        <Link
          to={`pathname://${notice.englishUrl}`}
          autoAddBaseUrl={false}
          target="_self"
          hrefLang="en"
          className="margin-right--md">
          {notice.englishLabel}
        </Link>
        {notice.editUrl && <Link to={notice.editUrl}>{notice.editLabel}</Link>}
      </p>
    </div>
  );
}
