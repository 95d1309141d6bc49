/**
 * Replacement of `CodeBlock/Content` (Docusaurus 3.10.2), the `<pre><code>` of
 * a code block. Why: Docusaurus renders a `<div>`, a `<br>` and a styled
 * `<span>` per line and token, and tokenizes every block again while the page
 * hydrates; on long reference pages that is thousands of elements and most of
 * the page's start-up time on a phone. Ours renders the same syntax highlighting as
 * one compact HTML string (`src/features/code/common/codeHtml.ts`, colors from a stylesheet in
 * both color modes) and keeps the server's markup during hydration
 * (`src/features/code/client/useCodeHtml.ts`); Prism itself loads only for blocks that mount
 * after hydration. Annotated lines (highlighted, added, removed) and line
 * numbers are block-level spans.
 */
import React, {
  useMemo,
  useRef,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {useCodeHtml} from '@site/src/features/code/client/useCodeHtml';
import '@generated/rslib-code/default/code-theme.css';
import styles from './styles.module.css';

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const codeRef = useRef<HTMLElement>(null);
  const lineNumbers = metadata.lineNumbersStart !== undefined;
  const options = useMemo(
    () => ({lineClassNames: metadata.lineClassNames, lineNumbers}),
    [metadata.lineClassNames, lineNumbers],
  );
  const html = useCodeHtml(codeRef, metadata.code, metadata.language, options);
  return (
    <pre
      ref={wordWrap.codeBlockRef as RefObject<HTMLPreElement>}
      // A scrollable region must be reachable from the keyboard (as in Docusaurus).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- same reason
      tabIndex={0}
      className={clsx(
        className,
        'prism-code',
        `language-${metadata.language}`,
        'rslib-code',
        styles.codeBlock,
        'thin-scrollbar',
      )}>
      <code
        ref={codeRef}
        className={clsx(styles.codeBlockLines, lineNumbers && styles.numbered)}
        style={
          lineNumbers
            ? ({
                counterReset: `rslib-line ${(metadata.lineNumbersStart ?? 1) - 1}`,
              } as CSSProperties)
            : undefined
        }
        dangerouslySetInnerHTML={{__html: html}}
      />
    </pre>
  );
}
