import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {navLabels} from '@site/src/i18n/labels/nav';
import {TOOLS_MENU, TOOLS_MENU_HEADER} from '@site/src/data/tools';
import {toolLangFromPath} from '@site/src/lib/toolLang';
import {localizeToolGroups, type ToolLinkGroup} from '@site/src/lib/toolsMenu';
import type {ToolsMenuTrigger} from '@site/src/lib/themeOptions';
import styles from './styles.module.css';

export type Props = {
  /** `hover`: opens on pointer hover (a click or tap opens too); `click`: a click toggles it. */
  readonly trigger: ToolsMenuTrigger;
  /** Entries; defaults to the Rstack tools and awesome-rspack (`src/data/tools.ts`). */
  readonly groups?: readonly ToolLinkGroup[];
};

/** Delay before a hover menu closes once the pointer left it, ms (crossing the gap to the panel). */
const HOVER_CLOSE_DELAY_MS = 150;

function GridIcon(): ReactNode {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
      {[2.5, 8.75, 15].flatMap((x) =>
        [2.5, 8.75, 15].map((y) => <rect key={`${x}-${y}`} x={x} y={y} width="2.5" height="2.5" rx="0.5" />),
      )}
    </svg>
  );
}

function ToolLogo({src, name, scale}: {readonly src?: string; readonly name: string; readonly scale: number}): ReactNode {
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

/**
 * Vendor tools menu (SPEC §2 Vendor tools menu): a grid-icon button before the
 * site title opening a panel below-left, without an arrow. The panel has a
 * header link to the vendor's GitHub organisation and one entry per tool
 * (logo, name, short description) opening in a new tab; English variants on
 * English paths (`toolLangFromPath`), the blank placeholder when a logo is
 * missing. Escape and a click outside close it.
 */
export default function ToolsMenu({trigger, groups = TOOLS_MENU}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  // The entries depend on the browser path (SPEC: Chinese when it contains `zh`), which the
  // server cannot know for 404 pages served at any URL; rendering them only once the menu
  // was opened keeps server and client markup identical.
  const [opened, setOpened] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const panelId = useId();
  const lang = toolLangFromPath(useLocation().pathname);

  const cancelClose = useCallback(() => {
    if (closeTimer.current !== undefined) clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  useEffect(() => cancelClose, [cancelClose]);

  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);

  const hoverProps =
    trigger === 'hover'
      ? {
          onMouseEnter: () => {
            cancelClose();
            setOpen(true);
          },
          onMouseLeave: () => {
            cancelClose();
            closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
          },
        }
      : {};

  return (
    <div ref={rootRef} className={clsx('rslib-tools-menu', styles.root)} data-trigger={trigger} {...hoverProps}>
      <button
        ref={buttonRef}
        type="button"
        className={clsx('clean-btn', styles.button)}
        aria-label={navLabels.toolsMenu()}
        aria-expanded={open}
        aria-controls={panelId}
        // With the hover trigger a tap or click only opens (touch screens fire mouseenter first);
        // leaving, Escape or a click outside closes.
        onClick={() => setOpen((shown) => (trigger === 'hover' ? true : !shown))}>
        <GridIcon />
      </button>
      <div id={panelId} className={clsx('rslib-tools-menu__panel', styles.panel)} hidden={!open}>
        {(open || opened) && <ToolsMenuEntries groups={groups} lang={lang} />}
      </div>
    </div>
  );
}

/** Header link and tool entries of the open menu. */
function ToolsMenuEntries({groups, lang}: {readonly groups: readonly ToolLinkGroup[]; readonly lang: 'zh' | 'en'}): ReactNode {
  const newTab = navLabels.opensInNewTab();
  return (
    <>
      <a
        className={clsx('rslib-tools-menu__header', styles.header)}
        href={TOOLS_MENU_HEADER.url}
        target="_blank"
        rel="noopener noreferrer">
        {TOOLS_MENU_HEADER.name}
        <span className="sr-only">{newTab}</span>
      </a>
      {localizeToolGroups(groups, lang).map((group, index) => (
        <div key={group.title || index} className={styles.group}>
          {group.title ? <div className={styles.groupTitle}>{group.title}</div> : null}
          <ul className={styles.list}>
            {group.links.map((tool) => (
              <li key={tool.name}>
                <a
                  className={clsx('rslib-tools-menu__link', styles.link)}
                  href={tool.url}
                  target="_blank"
                  rel="noopener noreferrer">
                  <ToolLogo src={tool.logo} name={tool.name} scale={tool.logoScale} />
                  <span className={styles.text}>
                    <span className={styles.name}>{tool.name}</span>
                    <span className={styles.desc}>{tool.desc}</span>
                  </span>
                  <span className="sr-only">{newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
