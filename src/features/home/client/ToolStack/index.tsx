import React, {type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {homeLabels} from '@site/src/features/home/client/labels';
import {navLabels} from '@site/src/features/navbar/client/labels';
import {TOOL_STACK} from '@site/src/features/navbar/data/tools';
import {
  localizeTool,
  toolLangFromPath,
  type ToolLink,
} from '@site/src/features/navbar/common/toolLang';
import styles from './styles.module.css';
import Link from '@docusaurus/Link';
import {INLINE_TOOL_LOGOS} from './logos';

export type Props = {
  /** Tools to show; defaults to the five cards of `TOOL_STACK`. */
  readonly tools?: readonly ToolLink[];
};

/**
 * A tool's logo: drawn inline when `INLINE_TOOL_LOGOS` has its path, else an
 * image (the blank placeholder when the tool has none).
 * @param props.src the logo's site path, as in the tools data
 * @param props.name the tool's name, for the accessible name "<name> logo"
 */
function ToolLogo({
  src,
  name,
}: {
  readonly src?: string;
  readonly name: string;
}): ReactNode {
  const Inline = src === undefined ? undefined : INLINE_TOOL_LOGOS[src];
  const resolved = useBaseUrl(src ?? '/img/tools/placeholder.svg');
  if (Inline) {
    return (
      <Inline
        className={styles.logo}
        role="img"
        aria-label={`${name} logo`}
        width={48}
        height={48}
        focusable="false"
      />
    );
  }
  return (
    <img
      className={styles.logo}
      src={resolved}
      alt={`${name} logo`}
      width={48}
      height={48}
      loading="lazy"
    />
  );
}

/**
 * "Tool Stack" section of the landing page: a card per tool with logo, name,
 * one-line description and a link opening in a new tab. English variants are
 * used on English paths.
 */
export default function ToolStack({tools = TOOL_STACK}: Props): ReactNode {
  const lang = toolLangFromPath(useLocation().pathname);
  const newTab = navLabels.opensInNewTab();
  return (
    <section
      className={`rslib-tool-stack ${styles.section}`}
      aria-labelledby="tool-stack-title">
      <h2 id="tool-stack-title" className={styles.title}>
        {homeLabels.toolStackTitle()}
      </h2>
      <p className={styles.desc}>{homeLabels.toolStackDesc()}</p>
      <ul className={styles.grid}>
        {tools.map((tool) => {
          const item = localizeTool(tool, lang);
          return (
            <li key={item.name}>
              <Link
                className={`rslib-tool-card ${styles.card}`}
                href={item.url}
                target="_blank"
                rel="noopener noreferrer">
                <ToolLogo src={item.logo} name={item.name} />
                <span className={styles.name}>{item.name}</span>
                <span className={styles.cardDesc}>{item.desc}</span>
                <span className="sr-only">{newTab}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
