/**
 * Entries of the vendor tools menu: header link
 * to the vendor's GitHub organisation and one link per tool (logo, name,
 * short description), each opening in a new tab, in English on English paths
 * (`toolLangFromPath`). Loaded by `ToolsMenu` on first open.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {navLabels} from '@site/src/features/navbar/client/labels';
import {
  TOOLS_MENU,
  TOOLS_MENU_HEADER,
} from '@site/src/features/navbar/data/tools';
import {toolLangFromPath} from '@site/src/features/navbar/common/toolLang';
import {
  localizeToolGroups,
  type ToolLinkGroup,
} from '@site/src/features/navbar/common/toolsMenu';
import styles from './styles.module.css';
import Link from '@docusaurus/Link';

export type Props = {
  /** Entries; defaults to the Rstack tools and awesome-rspack (`src/features/navbar/data/tools.ts`). */
  readonly groups?: readonly ToolLinkGroup[];
  /** Browser path: picks the Chinese or English texts and URLs. */
  readonly pathname: string;
};

function ToolLogo({
  src,
  name,
  scale,
}: {
  readonly src?: string;
  readonly name: string;
  readonly scale: number;
}): ReactNode {
  const resolved = useBaseUrl(src ?? '/img/tools/placeholder.svg');
  return (
    <img
      className={styles.logo}
      src={resolved}
      alt=""
      data-tool={name}
      loading="lazy"
      width={32}
      height={32}
      style={scale === 1 ? undefined : {transform: `scale(${scale})`}}
    />
  );
}

export default function ToolsMenuEntries({
  groups = TOOLS_MENU,
  pathname,
}: Props): ReactNode {
  const lang = toolLangFromPath(pathname);
  const newTab = navLabels.opensInNewTab();
  return (
    <>
      <Link
        className={clsx('rslib-tools-menu__header', styles.header)}
        href={TOOLS_MENU_HEADER.url}
        target="_blank"
        rel="noopener noreferrer">
        {TOOLS_MENU_HEADER.name}
        <span className="sr-only">{newTab}</span>
      </Link>
      {localizeToolGroups(groups, lang).map((group, index) => (
        <div key={group.title || index} className={styles.group}>
          {group.title ? (
            <div className={styles.groupTitle}>{group.title}</div>
          ) : null}
          <ul className={styles.list}>
            {group.links.map((tool) => (
              <li key={tool.name}>
                <Link
                  className={clsx('rslib-tools-menu__link', styles.link)}
                  href={tool.url}
                  target="_blank"
                  rel="noopener noreferrer">
                  <ToolLogo
                    src={tool.logo}
                    name={tool.name}
                    scale={tool.logoScale}
                  />
                  <span className={styles.text}>
                    <span className={styles.name}>{tool.name}</span>
                    <span className={styles.desc}>{tool.desc}</span>
                  </span>
                  <span className="sr-only">{newTab}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
