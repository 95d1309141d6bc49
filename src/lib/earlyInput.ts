/**
 * Carrying out what the reader did before the page hydrated (see
 * `earlyInputScript` in `inlineScripts.ts`): clicks are clicked again, now
 * that React handles them, and a Ctrl/Cmd+K press opens the search as a new
 * Ctrl+K would. Runs once, after hydration.
 */
import {EARLY_INPUT_GLOBAL} from './inlineScripts';

export type EarlyInput =
  | {
      readonly type: 'click';
      readonly target: {click: () => void; isConnected: boolean};
    }
  | {readonly type: 'search'};

/**
 * Takes the queue off `scope` and replays it in order. Clicks on elements no
 * longer in the page are dropped; several Ctrl/Cmd+K presses count once
 * (an even number would open and close the modal before it is seen).
 *
 * @param openSearch opens the search modal
 * @returns how many inputs were carried out
 */
export function replayEarlyInput(
  scope: Record<string, unknown>,
  openSearch: () => void,
): number {
  const queue = scope[EARLY_INPUT_GLOBAL] as EarlyInput[] | undefined;
  scope[EARLY_INPUT_GLOBAL] = [];
  if (!Array.isArray(queue)) return 0;
  let done = 0;
  let searched = false;
  for (const input of queue) {
    if (input.type === 'search') {
      if (searched) continue;
      searched = true;
      openSearch();
      done += 1;
    } else if (input.target.isConnected) {
      input.target.click();
      done += 1;
    }
  }
  return done;
}
