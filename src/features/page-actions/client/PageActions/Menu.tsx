/**
 * The page menu of "Copy page" (WAI-ARIA menu button pattern), loaded on first
 * use: View as Markdown, Open in ChatGPT, Open in Claude, Copy llms.txt link.
 * Arrow keys move between items (wrapping), Home/End jump, Escape closes and
 * returns focus to the menu button, Tab or a click outside closes it.
 */
import React, {
  useEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {
  absoluteUrl,
  chatGptUrl,
  claudeUrl,
  nextMenuIndex,
} from '@site/src/features/page-actions/client/pageActions';
import {pageActionLabels} from '@site/src/common/docLabels';
import {pageMenuLabels} from '@site/src/features/page-actions/client/labels';
import {copyToClipboard} from './clipboard';

export type MenuProps = {
  /**
   * The split button's CSS module classes. Passed in, not imported: a
   * stylesheet imported by an on-demand chunk would be announced by the
   * runtime but never emitted (all CSS is one file), a 404 on first use.
   */
  readonly styles: Readonly<Record<string, string>>;
  /** Site path of the page's Markdown copy, `/guide/start.md`. */
  readonly markdownUrl: string;
  /** Item to focus on open: first/last (keyboard), none (pointer). */
  readonly initialFocus: 'first' | 'last' | null;
  /** The split button's root; clicks inside it do not close the menu. */
  readonly container: RefObject<HTMLDivElement | null>;
  /** Closes the menu; `returnFocus` puts the focus back on the menu button. */
  readonly onClose: (returnFocus: boolean) => void;
  /** Reports a copy's outcome (the split button shows it for 2000 ms). */
  readonly onCopied: (ok: boolean) => void;
};

export default function PageActionsMenu({
  styles,
  markdownUrl,
  initialFocus,
  container,
  onClose,
  onCopied,
}: MenuProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const llmsTxt = absoluteUrl(siteConfig.url, useBaseUrl('/llms.txt'));
  const markdownAbsolute = absoluteUrl(siteConfig.url, markdownUrl);
  const prompt = pageMenuLabels.chatPrompt(markdownAbsolute);
  const menu = useRef<HTMLUListElement>(null);

  const items = () =>
    Array.from(
      menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [],
    );

  useEffect(() => {
    const list = items();
    if (initialFocus === 'first') list[0]?.focus();
    if (initialFocus === 'last') list[list.length - 1]?.focus();
  }, [initialFocus]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [container, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
      return;
    }
    if (event.key === 'Tab') {
      onClose(false);
      return;
    }
    const list = items();
    const next = nextMenuIndex(
      list.indexOf(document.activeElement as HTMLElement),
      event.key,
      list.length,
    );
    if (next !== null) {
      event.preventDefault();
      list[next].focus();
    }
  };

  const newTab = (
    <span className={styles.offscreen}> {pageMenuLabels.newTab()}</span>
  );
  const link = (href: string, label: string) => (
    <li role="none">
      {/* eslint-disable-next-line @docusaurus/no-html-links -- a static file or another site, in a new tab: never a client-side route */}
      <a
        role="menuitem"
        tabIndex={-1}
        className={styles.item}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => onClose(false)}>
        {label}
        {newTab}
      </a>
    </li>
  );

  return (
    <ul
      ref={menu}
      role="menu"
      aria-label={pageActionLabels.more()}
      className={styles.menu}
      onKeyDown={onKeyDown}>
      {link(markdownUrl, pageMenuLabels.viewMarkdown())}
      {link(chatGptUrl(prompt), pageMenuLabels.openChatGpt())}
      {link(claudeUrl(prompt), pageMenuLabels.openClaude())}
      <li role="none">
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={styles.item}
          onClick={() => {
            void copyToClipboard(llmsTxt).then(onCopied);
            onClose(true);
          }}>
          {pageMenuLabels.copyLlmsTxt()}
        </button>
      </li>
    </ul>
  );
}
