/**
 * An element whose content React does not hydrate: while the page hydrates,
 * the server's markup inside it stays as it is and none of `children` runs.
 * For parts that look the same before and after hydration and have nothing
 * to click, whose rendering is expensive for what it shows (the doc footer's
 * "Last updated" date constructs an `Intl.DateTimeFormat`, which loads the
 * browser's date-formatting data, a noticeable pause on a slow CPU while the
 * page hydrates).
 *
 * How: while hydrating, the element is rendered with empty
 * `dangerouslySetInnerHTML`; React treats such an element as a leaf and
 * leaves its server children in place (the technique `WideScreenOnly` and the
 * code blocks use). The choice is made once per mount, so later renders keep
 * it and write nothing. Everywhere else (the server, client-side navigation)
 * the element renders `children`. Should the element turn out empty after
 * mounting (it was not hydrated from server markup after all), it renders
 * `children` at once.
 */
import React, {
  useEffect,
  useRef,
  useState,
  type ElementType,
  type ReactNode,
} from 'react';
import {isHydrating} from './firstRender';

/**
 * Inner HTML that keeps the server markup: the value never changes, so React
 * never writes it. Shared with `WideScreenOnly`.
 */
export const KEEP_SERVER_MARKUP = {__html: ''};

/**
 * @param props.as the element to render (`'span'`, `'div'`…); the same on the
 *   server and in the browser
 * @param props.className class of that element
 * @param props.children its content, rendered on the server and after
 *   hydration only
 */
export default function ServerMarkup({
  as: Tag,
  className,
  children,
}: {
  readonly as: ElementType;
  readonly className?: string;
  readonly children: ReactNode;
}): ReactNode {
  const [keepServerMarkup, setKeepServerMarkup] = useState(isHydrating);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (keepServerMarkup && ref.current && !ref.current.hasChildNodes()) {
      setKeepServerMarkup(false);
    }
  }, [keepServerMarkup]);
  if (keepServerMarkup) {
    return (
      <Tag
        ref={ref}
        className={className}
        suppressHydrationWarning
        dangerouslySetInnerHTML={KEEP_SERVER_MARKUP}
      />
    );
  }
  return (
    <Tag ref={ref} className={className}>
      {children}
    </Tag>
  );
}
