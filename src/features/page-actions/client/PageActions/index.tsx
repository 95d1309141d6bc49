/**
 * "Copy page" split button beside a doc or blog post title. The main button
 * copies the page's Markdown copy (`/<route>.md`, the text the build writes for
 * AI tools) with the code blocks' 2000 ms feedback; the arrow button opens a
 * menu (View as Markdown, Open in ChatGPT / Claude, Copy llms.txt link) whose
 * code loads on first use, so the page's first visit stays small. The Markdown
 * is fetched when the pointer or focus reaches the button, so the click can
 * copy within the reader's gesture.
 * @param permalink the page's permalink (base URL included)
 */
import React, {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {COPY_FEEDBACK_MS} from '@site/src/features/code/client/copyCode';
import {markdownUrlOf} from '@site/src/features/page-actions/common/markdownPath';
import {copyToClipboard} from './clipboard';
import {once} from '@site/src/common/once';
import {loadPageActionsMenu} from './loadMenu';
import {pageActionLabels} from '@site/src/common/docLabels';
import type {MenuProps} from './Menu';
import styles from './styles.module.css';

type Feedback = 'idle' | 'copied' | 'failed';

/** Shows `copied`/`failed` for 2000 ms, then the idle label again. */
export function useCopyFeedback(): [Feedback, (ok: boolean) => void] {
  const [feedback, setFeedback] = useState<Feedback>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const report = useCallback((ok: boolean) => {
    setFeedback(ok ? 'copied' : 'failed');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => setFeedback('idle'),
      COPY_FEEDBACK_MS,
    );
  }, []);
  return [feedback, report];
}

export default function PageActions({
  permalink,
}: {
  readonly permalink: string;
}): ReactNode {
  const baseUrl = useBaseUrl('/');
  const markdownUrl = markdownUrlOf(permalink, baseUrl);
  const [feedback, report] = useCopyFeedback();
  const [menuOpen, setMenuOpen] = useState(false);
  // Which item the menu focuses when it opens: the first, the last, or none (pointer).
  const [initialFocus, setInitialFocus] = useState<'first' | 'last' | null>(
    null,
  );
  const [Menu, setMenu] = useState<ComponentType<MenuProps> | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // One fetch per page, started on the first hover or focus.
  const loadMarkdown = useMemo(
    () =>
      once(() =>
        fetch(markdownUrl).then((response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return response.text();
        }),
      ),
    [markdownUrl],
  );
  const prefetch = () => {
    void loadMarkdown().catch(() => undefined);
  };

  const copyPage = async () => {
    try {
      const text = await loadMarkdown();
      report(await copyToClipboard(text));
    } catch {
      report(false);
    }
  };

  const openMenu = (focus: 'first' | 'last' | null) => {
    setInitialFocus(focus);
    setMenuOpen(true);
    if (!Menu) {
      // The click is kept: the menu renders as soon as its code arrives.
      void loadPageActionsMenu().then((module) =>
        setMenu(() => module.default),
      );
    }
  };
  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) menuButton.current?.focus();
  }, []);

  const onMenuButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const label =
    feedback === 'copied'
      ? pageActionLabels.copied()
      : feedback === 'failed'
        ? pageActionLabels.copyFailed()
        : pageActionLabels.copy();

  return (
    <div
      ref={rootRef}
      className={clsx('rslib-page-actions', styles.root)}
      role="group"
      aria-label={pageActionLabels.group()}>
      <button
        type="button"
        className={clsx(styles.button, styles.copy)}
        data-feedback={feedback}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => void copyPage()}>
        <span className={styles.icon} aria-hidden="true" />
        <span aria-live="polite">{label}</span>
      </button>
      <button
        ref={menuButton}
        type="button"
        className={clsx(styles.button, styles.more)}
        aria-label={pageActionLabels.more()}
        aria-haspopup="menu"
        aria-expanded={menuOpen}
        onPointerEnter={() => void loadPageActionsMenu().catch(() => undefined)}
        onKeyDown={onMenuButtonKeyDown}
        onClick={(event) =>
          menuOpen
            ? closeMenu(false)
            : // A keyboard "click" (Enter/Space) reports detail 0: focus the first item.
              openMenu(event.detail === 0 ? 'first' : null)
        }>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      {menuOpen && Menu && (
        <Menu
          styles={styles}
          markdownUrl={markdownUrl}
          initialFocus={initialFocus}
          container={rootRef}
          onClose={closeMenu}
          onCopied={report}
        />
      )}
    </div>
  );
}
