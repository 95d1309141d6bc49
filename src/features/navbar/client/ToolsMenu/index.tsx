import React, {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import {navLabels} from '@site/src/features/navbar/client/labels';
import type {ToolLinkGroup} from '@site/src/features/navbar/common/toolsMenu';
import type {ToolsMenuTrigger} from '@site/src/features/theme-options/common/themeOptions';
import styles from './styles.module.css';
import {loadToolsMenuEntries} from './loadEntries';

export type Props = {
  /** `hover`: opens on pointer hover (a click or tap opens too); `click`: a click toggles it. */
  readonly trigger: ToolsMenuTrigger;
  /** Entries; defaults to the Rstack tools and awesome-rspack (`src/features/navbar/data/tools.ts`). */
  readonly groups?: readonly ToolLinkGroup[];
};

/** Delay before a hover menu closes once the pointer left it, ms (crossing the gap to the panel). */
const HOVER_CLOSE_DELAY_MS = 150;

/** The entries and their data load on first open (size budget: not in every page's main chunk). */
const ToolsMenuEntries = lazy(loadToolsMenuEntries);

/** Starts loading the entries ahead of the click; a failure is retried by the click. */
function preloadEntries(): void {
  loadToolsMenuEntries().catch(() => undefined);
}

function GridIcon(): ReactNode {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 20 20"
      fill="currentColor"
      aria-hidden="true">
      {[2.5, 8.75, 15].flatMap((x) =>
        [2.5, 8.75, 15].map((y) => (
          <rect
            key={`${x}-${y}`}
            x={x}
            y={y}
            width="2.5"
            height="2.5"
            rx="0.5"
          />
        )),
      )}
    </svg>
  );
}

/**
 * Vendor tools menu: a grid-icon button before the
 * site title opening a panel below-left, without an arrow. The panel has a
 * header link to the vendor's GitHub organisation and one entry per tool
 * (logo, name, short description) opening in a new tab; English variants on
 * English paths (`toolLangFromPath`), the blank placeholder when a logo is
 * missing. Escape and a click outside close it. The entries (`./Entries`)
 * are loaded on first open, or when a pointer or focus reaches the button.
 */
export default function ToolsMenu({trigger, groups}: Props): ReactNode {
  const [open, setOpen] = useState(false);
  // The entries depend on the browser path (Chinese when it contains `zh`), which the
  // server cannot know for 404 pages served at any URL; rendering them only once the menu
  // was opened keeps server and client markup identical.
  const [opened, setOpened] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(
    undefined,
  );
  const panelId = useId();
  const {pathname} = useLocation();

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
            // While the theme switch's reveal plays, Chromium hit-tests the
            // page as <html>, so the pointer seems to leave: not a reason to close.
            if (
              (document as Document & {activeViewTransition?: unknown})
                .activeViewTransition
            )
              return;
            closeTimer.current = setTimeout(
              () => setOpen(false),
              HOVER_CLOSE_DELAY_MS,
            );
          },
        }
      : {};

  return (
    <div
      ref={rootRef}
      className={clsx('rslib-tools-menu', styles.root)}
      data-trigger={trigger}
      {...hoverProps}>
      <button
        ref={buttonRef}
        type="button"
        className={clsx('clean-btn', styles.button)}
        aria-label={navLabels.toolsMenu()}
        aria-expanded={open}
        aria-controls={panelId}
        // The entries start loading on intent: a pointer entering the button (a touch
        // included) or keyboard focus, a moment before the click that shows them.
        onPointerEnter={preloadEntries}
        onFocus={preloadEntries}
        // With the hover trigger a tap or click only opens (touch screens fire mouseenter first);
        // leaving, Escape or a click outside closes.
        onClick={() =>
          setOpen((shown) => (trigger === 'hover' ? true : !shown))
        }>
        <GridIcon />
      </button>
      <div
        id={panelId}
        className={clsx('rslib-tools-menu__panel', styles.panel)}
        hidden={!open}>
        {(open || opened) && (
          <Suspense fallback={null}>
            <ToolsMenuEntries groups={groups} pathname={pathname} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
