/**
 * Replacement of `CodeBlock/Content/String` (Docusaurus 3.10.2), the part of a
 * code block that turns its text and metastring into the block's context.
 * Why: Docusaurus's builds the metadata (title, language, magic-comment line
 * classes) anew on every render and uses theme-common's word-wrap hook, whose
 * first render loads the browser's collation data and whose effect renders
 * every block a second time right after hydration. Ours memoizes the
 * metadata and uses `src/features/code/client/useCodeWordWrap.ts` (same
 * contract, without that cost). The markup is Docusaurus's: the same
 * `CodeBlock/Layout` inside the same context provider.
 */
import React, {useMemo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';
import {useCodeWordWrap} from '@site/src/features/code/client/useCodeWordWrap';

export default function CodeBlockString({
  children,
  className,
  metastring,
  language,
  title,
  showLineNumbers,
}: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code: children,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [children, className, metastring, language, title, showLineNumbers, prism],
  );
  const wordWrap = useCodeWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
