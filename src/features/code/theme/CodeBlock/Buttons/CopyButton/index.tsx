/**
 * Eject of `CodeBlock/Buttons/CopyButton` (Docusaurus 3.10.2, safe to eject).
 * Why: the copied state lasts 2000 ms (Docusaurus: 1000 ms), long enough to
 * read, and when the Clipboard API is missing or fails the
 * reader gets the prompt 'Copy to clipboard: {key}, Enter' with the code
 * selected, instead of an unhandled rejection (`src/common/clipboard.ts`,
 * `src/features/code/client/copyCode.ts`).
 * The copy and success icons are CSS masks, not inline SVG, since every code
 * block of a page carries the button.
 */
import React, {
  useCallback,
  useState,
  useRef,
  useEffect,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Button from '@theme/CodeBlock/Buttons/Button';
import type {Props} from '@theme/CodeBlock/Buttons/CopyButton';
import {
  COPY_FEEDBACK_MS,
  copyShortcut,
} from '@site/src/features/code/client/copyCode';
import {copyText} from '@site/src/common/clipboard';
import {codeBlockLabels} from '@site/src/common/docLabels';

import styles from './styles.module.css';

function title() {
  return translate({
    id: 'theme.CodeBlock.copy',
    message: 'Copy',
    description: 'The copy button label on code blocks',
  });
}

function ariaLabel(isCopied: boolean) {
  return isCopied
    ? translate({
        id: 'theme.CodeBlock.copied',
        message: 'Copied',
        description: 'The copied button label on code blocks',
      })
    : translate({
        id: 'theme.CodeBlock.copyButtonAriaLabel',
        message: 'Copy code to clipboard',
        description: 'The ARIA label for copy code blocks button',
      });
}

function useCopyButton() {
  const {
    metadata: {code},
  } = useCodeBlockContext();
  const [isCopied, setIsCopied] = useState(false);
  const copyTimeout = useRef<number | undefined>(undefined);

  const copyCode = useCallback(() => {
    // (CUSTOM) Clipboard API, else the prompt; never an unhandled rejection
    void copyText(code, {
      kind: 'prompt',
      message: codeBlockLabels.copyPrompt(copyShortcut(navigator.userAgent)),
    }).then((result) => {
      if (result !== 'copied') return;
      setIsCopied(true);
      window.clearTimeout(copyTimeout.current);
      copyTimeout.current = window.setTimeout(
        () => setIsCopied(false),
        COPY_FEEDBACK_MS,
      ); // (CUSTOM)
    });
  }, [code]);

  useEffect(() => () => window.clearTimeout(copyTimeout.current), []);

  return {copyCode, isCopied};
}

export default function CopyButton({className}: Props): ReactNode {
  const {copyCode, isCopied} = useCopyButton();

  return (
    <Button
      aria-label={ariaLabel(isCopied)}
      title={title()}
      className={clsx(
        className,
        styles.copyButton,
        isCopied && styles.copyButtonCopied,
        isCopied && 'rslib-copied',
      )}
      onClick={copyCode}>
      {/* (CUSTOM) both icons drawn by CSS (::before, ::after): two elements per block instead of six */}
      <span className={styles.copyButtonIcons} aria-hidden="true" />
    </Button>
  );
}
