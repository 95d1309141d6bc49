/**
 * A part of the page that only wide screens show (the desktop sidebar
 * column, the desktop outline). The server cannot know the reader's screen,
 * so it renders these parts, and Docusaurus's layout removes them right
 * after hydration on a narrow screen. Hydrating them first is wasted work on
 * a phone: the sidebar alone is some 670 React components.
 *
 * The part sits in a wrapper element (`display: contents`, so it adds no box
 * to the layout). While a narrow screen hydrates the page, the wrapper is
 * rendered with empty `dangerouslySetInnerHTML`: React treats an element
 * given inner HTML as a leaf, so it hydrates none of the server markup inside
 * and leaves that markup as it is; the layout's next render, which drops the
 * part, removes it. Everywhere else (the server, wide screens, client-side
 * navigation) the wrapper renders its children as usual.
 *
 * Not a Suspense boundary that never resolves: React 18 hydrates the content
 * of every server-rendered Suspense boundary later, at its lowest priority,
 * and an update that reaches a boundary still waiting for that (a theme
 * switch or hamburger click replayed right after hydration changes a context
 * above it) makes React throw the boundary's markup away and report error
 * #421. A leaf element has no such state: context changes pass over it.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import {isHydrating} from './firstRender';
import {KEEP_SERVER_MARKUP} from './ServerMarkup';

/**
 * Whether this render is the browser's hydration of the page on a screen
 * narrower than `minWidth` px.
 */
function hydratingNarrowScreen(minWidth: number): boolean {
  return (
    isHydrating() &&
    typeof window.matchMedia === 'function' &&
    !window.matchMedia(`(min-width: ${minWidth}px)`).matches
  );
}

/**
 * @param props.minWidth the narrowest screen (CSS px) that shows the part
 *   (the site's layout breakpoint + 1)
 * @param props.children the part, rendered inside a `div.rslib-wide-screen-only`
 */
export default function WideScreenOnly({
  minWidth,
  children,
}: {
  readonly minWidth: number;
  readonly children: ReactNode;
}): ReactNode {
  // Chosen once per mount: a re-render before the layout drops the part
  // hands React the same inner HTML, so it writes nothing.
  const [keepServerMarkup, setKeepServerMarkup] = useState(() =>
    hydratingNarrowScreen(minWidth),
  );
  // Should the layout keep the part while the screen widens, render it then.
  useEffect(() => {
    if (!keepServerMarkup) return undefined;
    const query = window.matchMedia(`(min-width: ${minWidth}px)`);
    const onChange = () => {
      if (query.matches) setKeepServerMarkup(false);
    };
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, [keepServerMarkup, minWidth]);
  if (keepServerMarkup) {
    return (
      <div
        className="rslib-wide-screen-only"
        suppressHydrationWarning
        dangerouslySetInnerHTML={KEEP_SERVER_MARKUP}
      />
    );
  }
  return <div className="rslib-wide-screen-only">{children}</div>;
}
