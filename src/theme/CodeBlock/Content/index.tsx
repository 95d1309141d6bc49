/**
 * Replacement of `CodeBlock/Content` (Docusaurus 3.10.2), the `<pre><code>` of
 * a code block. Why: Docusaurus renders a `<div>`, a `<br>` and a styled
 * `<span>` per line and token, and tokenizes every block again while the page
 * hydrates; on long reference pages that is thousands of elements and most of
 * the page's start-up time on a phone. Ours renders the same highlighting as
 * one compact HTML string (`src/lib/codeHtml.ts`, colors from a stylesheet in
 * both color modes) and keeps the server's markup during hydration
 * (`src/hooks/useCodeHtml.ts`). Blocks with line numbers, which the docs do not
 * use, keep Docusaurus's own rendering.
 */
import React, {useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import CodeBlockContentOriginal from '@theme-original/CodeBlock/Content';
import type {Props} from '@theme/CodeBlock/Content';
import {useCodeHtml} from '@site/src/hooks/useCodeHtml';
import '@generated/rslib-code-theme/default/code-theme.css';
import styles from './styles.module.css';

function CompactCodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const codeRef = useRef<HTMLElement>(null);
  const html = useCodeHtml(
    codeRef,
    metadata.code,
    metadata.language,
    metadata.lineClassNames,
  );
  return (
    <pre
      ref={wordWrap.codeBlockRef}
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
        className={styles.codeBlockLines}
        dangerouslySetInnerHTML={{__html: html}}
      />
    </pre>
  );
}

export default function CodeBlockContent(props: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  return metadata.lineNumbersStart === undefined ? (
    <CompactCodeBlockContent {...props} />
  ) : (
    <CodeBlockContentOriginal {...props} />
  );
}
