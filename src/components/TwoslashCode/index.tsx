/**
 * A TypeScript code block with type hovers, emitted by `src/remark/twoslash.ts`
 * for ```ts twoslash fences (only pages with such a fence import it). The HTML
 * (highlighted tokens, focusable targets, tooltips with escaped type text) is
 * computed at build time; this component only draws the usual code block frame,
 * title and copy button around it. Popups are CSS-only (:hover, :focus); the one
 * script is Escape, which blurs the focused target to hide its popup.
 * @param code the code without twoslash directives (what the copy button copies)
 * @param html the block's inner `<code>` HTML (trusted: produced by our build)
 * @param title optional file name shown above the code
 */
import React, {useMemo, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeWordWrap,
} from '@docusaurus/theme-common/internal';
import Container from '@theme/CodeBlock/Container';
import Title from '@theme/CodeBlock/Title';
import Buttons from '@theme/CodeBlock/Buttons';
import layoutStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/styles.module.css';
import '@generated/rslib-code-theme/default/code-theme.css';
import styles from './styles.module.css';

type Props = {
  readonly code: string;
  readonly html: string;
  readonly lang?: string;
  readonly title?: string;
};

function onKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const target = event.target as HTMLElement;
  if (event.key === 'Escape' && target.classList.contains('twoslash-target')) {
    target.blur();
  }
}

export default function TwoslashCode({
  code,
  html,
  lang = 'ts',
  title,
}: Props): ReactNode {
  const wordWrap = useCodeWordWrap();
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code,
        className: `language-${lang}`,
        language: lang,
        defaultLanguage: undefined,
        metastring: undefined,
        magicComments: [],
        title,
        showLineNumbers: undefined,
      }),
    [code, lang, title],
  );
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Container as="div" className={clsx(metadata.className, styles.block)}>
        {title && (
          <div className={layoutStyles.codeBlockTitle}>
            <Title>{title}</Title>
          </div>
        )}
        <div className={layoutStyles.codeBlockContent}>
          <pre
            ref={wordWrap.codeBlockRef}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
            tabIndex={0}
            className={clsx(
              `language-${lang}`,
              'prism-code',
              'rslib-code',
              styles.pre,
            )}>
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape hides a focused tooltip */}
            <code
              className={styles.code}
              onKeyDown={onKeyDown}
              dangerouslySetInnerHTML={{__html: html}}
            />
          </pre>
          <Buttons />
        </div>
      </Container>
    </CodeBlockContextProvider>
  );
}
