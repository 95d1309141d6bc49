/**
 * Replacement of `CodeBlock` (Docusaurus 3.10.2). Why: Docusaurus remounts
 * every code block once the page has hydrated (a `key` that flips with
 * `useIsBrowser`) so that inline token colors follow a dark color mode; on a
 * long page that rebuilds every block right after load. Our blocks take their
 * colors from a stylesheet keyed on `[data-theme]`
 * (written by the code plugin, `src/features/code/index.ts`), so they stay
 * as hydrated. Otherwise the same:
 * string children go to `CodeBlock/Content/String`, element children to
 * `CodeBlock/Content/Element`.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** Plain-string children (copyable) when there are no React elements among them. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({
  children: rawChildren,
  ...props
}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp =
    typeof children === 'string' ? StringContent : ElementContent;
  return <CodeBlockComp {...props}>{children as string}</CodeBlockComp>;
}
