/**
 * "Was this page helpful?" at the end of a doc page: a section with the
 * question and Yes / No toggle buttons (`aria-pressed`), all that ships with
 * the page. An answer is remembered for the page (`../feedbackStore.ts`) and
 * shown as the pressed button on later visits, with a note; choosing again
 * changes it. The rest (thank-you line in a `role="status"` region, the note,
 * the comment form with its GitHub link) is `./More`, loaded on the first
 * answer or when a remembered answer is found: the answer shows as pressed at
 * once and the rest follows when its code arrives, so a click given while it
 * loads is never lost. Nothing leaves the browser unless the reader follows
 * the form's GitHub link.
 */
import React, {useEffect, useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {once} from '@site/src/common/once';
import type {FeedbackChoice} from '@site/src/features/feedback/common/issueUrl';
import {
  feedbackStorageKey,
  feedbackStore,
} from '@site/src/features/feedback/client/feedbackStore';
import {feedbackLabels} from '@site/src/features/feedback/client/labels';
import type {PageVersion} from './More';
import styles from './styles.module.css';

/** What shows once there is an answer; loaded then (or on hover/focus of an answer). */
const loadMore = once(() => import('./More'));
type MoreModule = Awaited<ReturnType<typeof loadMore>>;

export type Props = {
  /** The doc's permalink (base URL and version path included): names the stored answer. */
  readonly permalink: string;
  /** The doc's title, for the title. */
  readonly title: string;
  /** The docs version the page belongs to (`useDocsVersion()`), for the issue. */
  readonly version: PageVersion;
};

/** The feedback section of one doc page (see the module comment); render it keyed by permalink. */
export default function Feedback({
  permalink,
  title,
  version,
}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const storageKey = feedbackStorageKey(i18n.currentLocale, permalink);
  const headingId = useId();
  // The answer stored on an earlier visit (read after hydration: the server knows none).
  const [remembered, setRemembered] = useState<FeedbackChoice | null>(null);
  // The answer given during this visit.
  const [choice, setChoice] = useState<FeedbackChoice | null>(null);
  const [more, setMore] = useState<MoreModule | null>(null);

  const showMore = () => {
    loadMore().then(setMore, (error: unknown) =>
      console.warn('[feedback] could not load the feedback form', error),
    );
  };
  const preload = () => {
    loadMore().catch(() => undefined);
  };

  useEffect(() => {
    const stored = feedbackStore.get(storageKey);
    if (!stored) return;
    setRemembered(stored);
    showMore();
  }, [storageKey]);

  const answer = (value: FeedbackChoice) => {
    setChoice(value);
    feedbackStore.set(storageKey, value);
    showMore();
  };

  const pressed = choice ?? remembered;
  const answerButton = (value: FeedbackChoice) => (
    <button
      type="button"
      // Infima's solid primary button marks the chosen answer, its outline the other one.
      className={clsx(
        'button button--sm button--primary',
        pressed !== value && 'button--outline',
      )}
      data-choice={value}
      aria-pressed={pressed === value}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => answer(value)}>
      {value === 'yes' ? feedbackLabels.yes() : feedbackLabels.no()}
    </button>
  );

  return (
    <section
      className={clsx('rslib-feedback', styles.root)}
      aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.question}>
        {feedbackLabels.question()}
      </h2>
      <div className={styles.answers}>
        {answerButton('yes')}
        {answerButton('no')}
      </div>
      <p role="status" className={styles.note}>
        {choice && more ? more.feedbackMoreLabels.thanks() : ''}
      </p>
      {more && (choice || remembered) ? (
        <more.Details
          styles={styles}
          choice={choice}
          remembered={remembered}
          title={title}
          version={version}
        />
      ) : null}
    </section>
  );
}
