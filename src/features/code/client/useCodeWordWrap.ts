/**
 * State of a code block's word-wrap button: whether long lines wrap, and
 * whether the block is wide enough to need the button at all. The same
 * contract as Docusaurus's `useCodeWordWrap` (theme-common 3.10.2, `WordWrap`
 * type), which the theme's `WordWrapButton` reads from the code block context.
 *
 * Why not Docusaurus's: on every render of every block, its tab-panel
 * observer sorts its options with `String#localeCompare`. The first
 * `localeCompare` of a page loads the browser's collation data, a noticeable
 * pause on a slow CPU, and nothing else on a doc page needs it while the
 * page starts. It also
 * stores "no hidden tab panel around me" as state after mount, which
 * re-renders every code block of the page once right after hydration.
 *
 * Differences a reader can see: none. The block re-measures itself after
 * mount, when wrapping is toggled, when the window is resized, and when a tab
 * panel around it is shown or hidden (Docusaurus watches only the hidden panel
 * it found at mount).
 */
import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import type {useCodeWordWrap as docusaurusUseCodeWordWrap} from '@docusaurus/theme-common/internal';

/** The shape the code block context expects (theme-common does not export the type). */
export type WordWrap = ReturnType<typeof docusaurusUseCodeWordWrap>;

/** What a tab panel around the block reports: only its `hidden` attribute. */
const TAB_PANEL_OBSERVER_OPTIONS: MutationObserverInit = {
  attributes: true,
  attributeFilter: ['hidden'],
};

/**
 * Every `[role=tabpanel]` element around `element`, innermost first (tab
 * groups can nest).
 */
export function tabPanelsAround(element: Element): Element[] {
  const panels: Element[] = [];
  let panel = element.parentElement?.closest('[role=tabpanel]');
  while (panel) {
    panels.push(panel);
    panel = panel.parentElement?.closest('[role=tabpanel]');
  }
  return panels;
}

/**
 * @returns the `WordWrap` object for `CodeBlockContextProvider`: attach
 *   `codeBlockRef` to the block's `<pre>`; `toggle()` switches wrapping by
 *   writing `white-space: pre-wrap` and `overflow-wrap: anywhere` on its
 *   `<code>` (and removing them again); `isCodeScrollable` is true while the
 *   code is wider than the block or wrapping is on. The object changes only
 *   when one of its values does, so the block's context does not re-render
 *   its buttons for nothing.
 */
export function useCodeWordWrap(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long tokens (URLs, hashes) must wrap too, or the block would
      // still scroll.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  const updateCodeIsScrollable = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    setIsCodeScrollable(
      pre.scrollWidth > pre.clientWidth ||
        Boolean(pre.querySelector('code')?.hasAttribute('style')),
    );
  }, []);

  useEffect(() => {
    updateCodeIsScrollable();
  }, [isEnabled, updateCodeIsScrollable]);

  useEffect(() => {
    window.addEventListener('resize', updateCodeIsScrollable, {passive: true});
    return () => window.removeEventListener('resize', updateCodeIsScrollable);
  }, [updateCodeIsScrollable]);

  // A block in a hidden tab has no width; measure it again when its tab shows.
  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre || typeof MutationObserver === 'undefined') return undefined;
    const panels = tabPanelsAround(pre);
    if (panels.length === 0) return undefined;
    const observer = new MutationObserver(updateCodeIsScrollable);
    for (const panel of panels) {
      observer.observe(panel, TAB_PANEL_OBSERVER_OPTIONS);
    }
    return () => observer.disconnect();
  }, [updateCodeIsScrollable]);

  return useMemo(
    () => ({codeBlockRef, isEnabled, isCodeScrollable, toggle}),
    [isEnabled, isCodeScrollable, toggle],
  );
}
