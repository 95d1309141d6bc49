/**
 * Carrying out what the reader did before the page hydrated (see
 * `earlyInputScript` in `../common/earlyInputScript.ts`): clicks are clicked again, now
 * that React handles them, a `?` is pressed again, and a Ctrl/Cmd+K or `/`
 * opens the search as a new Ctrl+K would. Runs once, after hydration.
 */
import {
  EARLY_IMAGE_CLICK,
  EARLY_INPUT_DONE,
  EARLY_INPUT_GLOBAL,
  IMAGE_ZOOM_READY,
} from '../common/earlyInputScript';

export type EarlyInput =
  | {
      readonly type: 'click';
      readonly target: {click: () => void; isConnected: boolean};
    }
  | {readonly type: 'key'; readonly key: string}
  | {readonly type: 'search'};

/** How the replay acts on the page. */
export type ReplayActions = {
  /** Opens the search modal. */
  readonly openSearch: () => void;
  /** Presses `key` (a `KeyboardEvent.key`) on the document, no modifier. */
  readonly pressKey: (key: string) => void;
};

/**
 * Takes the queue off `scope` and replays it in order. Clicks on elements no
 * longer in the page are dropped; several search presses count once
 * (an even number would open and close the modal before it is seen).
 *
 * @returns how many inputs were carried out
 */
export function replayEarlyInput(
  scope: Record<string, unknown>,
  actions: ReplayActions,
): number {
  // From here on React handles input: the early-input script must not keep the replayed clicks.
  scope[EARLY_INPUT_DONE] = true;
  const queue = scope[EARLY_INPUT_GLOBAL] as EarlyInput[] | undefined;
  scope[EARLY_INPUT_GLOBAL] = [];
  if (!Array.isArray(queue)) return 0;
  let done = 0;
  let searched = false;
  for (const input of queue) {
    if (input.type === 'search') {
      if (searched) continue;
      searched = true;
      actions.openSearch();
    } else if (input.type === 'key') {
      actions.pressKey(input.key);
    } else if (input.target.isConnected) {
      input.target.click();
    } else {
      continue;
    }
    done += 1;
  }
  return done;
}

/**
 * Called by the image zoom once it handles clicks itself: the early-input
 * script stops keeping image clicks, and the image clicked before (if it is
 * one of `candidates`) is handed over; taking it clears it, so it is zoomed once.
 */
export function takeEarlyImageClick<T>(
  scope: Record<string, unknown>,
  candidates: readonly T[],
): T | undefined {
  scope[IMAGE_ZOOM_READY] = true;
  const image = scope[EARLY_IMAGE_CLICK] as T | undefined;
  delete scope[EARLY_IMAGE_CLICK];
  return image !== undefined && candidates.includes(image) ? image : undefined;
}
