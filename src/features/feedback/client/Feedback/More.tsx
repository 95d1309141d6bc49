/**
 * What "Was this page helpful?" shows once it has an answer, loaded on
 * demand: after an answer given now, the comment form (an optional comment
 * in a labelled textarea with a character count, and a link that opens a
 * GitHub issue prefilled with the page, locale, docs version, answer and
 * comment, in a new tab; the link follows the comment as it is typed);
 * for an answer remembered from an earlier visit, a note saying so. Also
 * exports the labels the section's live region reads (the thank-you line).
 */
import React, {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {
  COMMENT_MAX_LENGTH,
  FEEDBACK_REPO_URL,
  feedbackIssueUrl,
  versionText,
  type FeedbackChoice,
} from '@site/src/features/feedback/common/issueUrl';
import {feedbackMoreLabels} from '@site/src/features/feedback/client/moreLabels';
import {navLabels} from '@site/src/features/navbar/client/labels';

export {feedbackMoreLabels};

/** The docs version of the page: its label and internal name (`Next`, `current`). */
export type PageVersion = {readonly label: string; readonly version: string};

export type DetailsProps = {
  /**
   * The section's CSS module classes. Passed in, not imported: a stylesheet
   * imported by an on-demand chunk would be announced by the runtime but never
   * emitted (all CSS is one file).
   */
  readonly styles: Readonly<Record<string, string>>;
  /** The answer given during this visit, if any. */
  readonly choice: FeedbackChoice | null;
  /** The answer stored on an earlier visit, if any. */
  readonly remembered: FeedbackChoice | null;
  /** The doc's title. */
  readonly title: string;
  readonly version: PageVersion;
};

/** The comment form, or the note about a remembered answer. */
export function Details({
  styles,
  choice,
  remembered,
  title,
  version,
}: DetailsProps): ReactNode {
  if (choice)
    return (
      <CommentForm
        styles={styles}
        choice={choice}
        title={title}
        version={version}
      />
    );
  if (!remembered) return null;
  return (
    <p className={styles.note}>
      {remembered === 'yes'
        ? feedbackMoreLabels.rememberedYes()
        : feedbackMoreLabels.rememberedNo()}
    </p>
  );
}

function CommentForm({
  styles,
  choice,
  title,
  version,
}: Omit<DetailsProps, 'choice' | 'remembered'> & {
  readonly choice: FeedbackChoice;
}): ReactNode {
  const {siteConfig, i18n} = useDocusaurusContext();
  const {pathname} = useLocation();
  const [comment, setComment] = useState('');
  const id = useId();
  const issueUrl = feedbackIssueUrl({
    repoUrl: FEEDBACK_REPO_URL,
    pageTitle: title,
    pageUrl: `${siteConfig.url.replace(/\/+$/, '')}${pathname}`,
    locale: i18n.currentLocale,
    version: versionText(version),
    choice,
    comment,
  });
  return (
    <div className={styles.form}>
      <label htmlFor={`${id}comment`} className={styles.label}>
        {feedbackMoreLabels.comment()}
      </label>
      <textarea
        id={`${id}comment`}
        className={styles.comment}
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        value={comment}
        aria-describedby={`${id}count`}
        onChange={(event) => setComment(event.target.value)}
      />
      <p id={`${id}count`} className={styles.note}>
        {feedbackMoreLabels.count(comment.length, COMMENT_MAX_LENGTH)}
      </p>
      {/* eslint-disable-next-line @docusaurus/no-html-links -- another site, in a new tab: never a client-side route */}
      <a
        className={clsx('button button--primary button--sm', styles.send)}
        href={issueUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={`${id}hint`}>
        {feedbackMoreLabels.openIssue()}
        <span className="sr-only"> {navLabels.opensInNewTab()}</span>
      </a>
      <p id={`${id}hint`} className={styles.note}>
        {feedbackMoreLabels.hint()}
      </p>
    </div>
  );
}
