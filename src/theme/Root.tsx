/**
 * `Root` (Docusaurus 3.10.2; not offered by swizzle, created by hand): wraps
 * the whole app once. Adds the global add-ons behind the `globalUIComponents`
 * switch (image zoom), keeps the query switches (`?navbar=0` …) applied
 * after each navigation, and replays input given before hydration.
 */
import React, {useEffect, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import GlobalUI from '@site/src/features/image-zoom/client/GlobalUI';
import {useQueryHideAttribute} from '@site/src/features/page-switches/client/useQueryHideAttribute';
import {replayEarlyInput} from '@site/src/features/early-input/client/earlyInput';

/** Presses a key on the document, as the reader did (the site's listeners are there). */
function pressKey(key: string, ctrlKey = false): void {
  document.dispatchEvent(
    new KeyboardEvent('keydown', {key, ctrlKey, bubbles: true}),
  );
}

export default function Root({
  children,
}: {
  readonly children: ReactNode;
}): ReactNode {
  useQueryHideAttribute(useLocation().search);
  // After hydration (Root's effect runs after every component's below it):
  // carry out the clicks and keys the reader gave before it (a search key
  // opens the search as Ctrl+K does: the navbar search listens for it).
  useEffect(() => {
    replayEarlyInput(window as unknown as Record<string, unknown>, {
      openSearch: () => pressKey('k', true),
      pressKey,
    });
  }, []);
  return <GlobalUI>{children}</GlobalUI>;
}
