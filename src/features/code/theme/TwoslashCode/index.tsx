/**
 * A TypeScript code block with type hovers, emitted by `src/features/code/build/remarkTwoslash.ts`
 * for ```ts twoslash fences (only pages with such a fence import it). The HTML
 * (syntax-highlighted tokens, focusable targets, tooltips with escaped type text) is
 * computed at build time; this component only draws the usual code block frame,
 * title and copy button around it. CSS shows a popup on :hover and :focus (so it
 * works before hydration); once hydrated, the popup is placed with fixed
 * coordinates so the code block's scroll box cannot clip it, flipping above
 * the identifier near the bottom of the viewport. Escape blurs the focused
 * identifier, which hides its popup.
 * @param code the code without twoslash directives (what the copy button copies)
 * @param html the block's inner `<code>` HTML (trusted: produced by our build)
 * @param title optional file name shown above the code
 */
import React, {
  useEffect,
  useMemo,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import clsx from 'clsx';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
} from '@docusaurus/theme-common/internal';
import Container from '@theme/CodeBlock/Container';
import Title from '@theme/CodeBlock/Title';
import Buttons from '@theme/CodeBlock/Buttons';
import '@generated/rslib-code/default/code-theme.css';
import {popupPosition} from '@site/src/features/code/common/twoslash';
import {useCodeWordWrap} from '@site/src/features/code/client/useCodeWordWrap';
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

/** The hover target under an event, if any. */
function targetOf(event: {target: EventTarget}): HTMLElement | null {
  return event.target instanceof Element
    ? event.target.closest<HTMLElement>('.twoslash-target')
    : null;
}

/** Moves a shown popup to viewport coordinates next to its identifier. */
function place(target: HTMLElement): void {
  const popup = target.querySelector<HTMLElement>('.twoslash-popup');
  if (!popup) return;
  popup.classList.add(styles.placed);
  const {top, left} = popupPosition(
    target.getBoundingClientRect(),
    {width: popup.offsetWidth, height: popup.offsetHeight},
    {width: window.innerWidth, height: window.innerHeight},
  );
  // CSSOM writes, not a style attribute: allowed by the page's style policy.
  popup.style.top = `${top}px`;
  popup.style.left = `${left}px`;
}

export default function TwoslashCode({
  code,
  html,
  lang = 'ts',
  title,
}: Props): ReactNode {
  const wordWrap = useCodeWordWrap();
  // The identifier whose popup is shown, re-placed when the page scrolls.
  const active = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const onScroll = () => {
      if (active.current) place(active.current);
    };
    window.addEventListener('scroll', onScroll, {capture: true, passive: true});
    window.addEventListener('resize', onScroll, {passive: true});
    return () => {
      window.removeEventListener('scroll', onScroll, {capture: true});
      window.removeEventListener('resize', onScroll);
    };
  }, []);
  const show = (event: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) => {
    const target = targetOf(event);
    if (target && target !== active.current) {
      active.current = target;
      place(target);
    }
  };
  const hide = (event: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) => {
    const target = targetOf(event);
    const next = event.relatedTarget;
    if (target && !(next instanceof Node && target.contains(next))) {
      if (active.current === target) active.current = null;
    }
  };
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
          <div className={styles.title}>
            <Title>{title}</Title>
          </div>
        )}
        <div className={styles.content}>
          <pre
            ref={wordWrap.codeBlockRef as RefObject<HTMLPreElement>}
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
              onMouseOver={show}
              onFocus={show}
              onMouseOut={hide}
              onBlur={hide}
              dangerouslySetInnerHTML={{__html: html}}
            />
          </pre>
          <Buttons />
        </div>
      </Container>
    </CodeBlockContextProvider>
  );
}
