/**
 * A part of the page that only wide screens show (the desktop sidebar
 * column, the desktop outline). The server cannot know the reader's screen,
 * so it renders these parts, and Docusaurus's layout removes them right
 * after hydration on a narrow screen. Hydrating them first is wasted work on
 * a phone: the sidebar alone is some 670 React components.
 *
 * This wrapper puts such a part in a Suspense boundary whose content is a
 * `React.lazy` component: on the server and on wide screens its loader is a
 * thenable that resolves at once, so the part renders and hydrates as usual;
 * while a narrow screen hydrates the page, the loader never resolves, so
 * React leaves the server markup of the boundary as it is (React 18 hydrates
 * a suspended boundary later, or never), and the layout's next render, which
 * drops the part, removes that markup. After the first render (client-side
 * navigation, resizing) the part renders as usual.
 */
import React, {
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import {isFirstRenderDone} from './firstRender';

type Props = {readonly children: ReactNode};

/** Renders its children: the content of the lazy boundary. */
function Part({children}: Props): ReactNode {
  return children;
}

/** A lazy `Part` whose loader resolves synchronously (no suspension). */
function renderedAtOnce(): ComponentType<Props> {
  // React.lazy accepts any thenable; this one calls back synchronously.
  const thenable = {
    then(resolve: (module: {default: ComponentType<Props>}) => void) {
      resolve({default: Part});
    },
  };
  return lazy(
    () => thenable as unknown as Promise<{default: ComponentType<Props>}>,
  );
}

/** A lazy component whose loader never resolves: its boundary stays unhydrated. */
const NeverHydrated = lazy(
  () => new Promise<{default: ComponentType}>(() => {}),
);

/**
 * Whether this render is the browser's hydration of the page on a screen
 * narrower than `minWidth` px.
 */
function hydratingNarrowScreen(minWidth: number): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    !isFirstRenderDone() &&
    !window.matchMedia(`(min-width: ${minWidth}px)`).matches
  );
}

/**
 * @param props.minWidth the narrowest screen (CSS px) that shows the part
 *   (the site's layout breakpoint + 1)
 */
export default function WideScreenOnly({
  minWidth,
  children,
}: Props & {readonly minWidth: number}): ReactNode {
  // Chosen once per mount. On a narrow screen's hydration the element itself
  // is kept: a re-render before the layout drops the part then hands React
  // the same element, so the unhydrated boundary gets no update (an update
  // would switch it to client rendering, an error in React 18).
  const [unhydrated] = useState(() =>
    hydratingNarrowScreen(minWidth) ? (
      <Suspense fallback={null}>
        <NeverHydrated />
      </Suspense>
    ) : null,
  );
  const [Content] = useState(renderedAtOnce);
  if (unhydrated) return unhydrated;
  return (
    <Suspense fallback={null}>
      <Content>{children}</Content>
    </Suspense>
  );
}
