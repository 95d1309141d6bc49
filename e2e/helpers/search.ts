/**
 * Waiting for the search modal's answer, shared by the search specs and the
 * search quality table.
 */
import type {Page} from 'playwright-core';
import {seriousViolations} from './axe';

/**
 * Waits until the modal's result area holds the full answer to `query` (hits
 * or the no-result lines): its `data-query` is the query and it is no longer
 * `aria-busy` (a first answer from the titles file may come before).
 * @throws when the answer does not come within 20 s
 */
export async function waitForSearchAnswer(
  page: Page,
  query: string,
): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const body = document.querySelector('.rslib-search-body');
      return (
        body?.getAttribute('data-query') === expected &&
        body.getAttribute('aria-busy') !== 'true'
      );
    },
    query,
    {timeout: 20_000},
  );
}

/**
 * Serious and critical axe-core violations inside the open search dialog,
 * as `rule: selector` lines (none expected). axe runs inside the page
 * (`helpers/axe.ts`), on the dialog only.
 */
export function searchDialogViolations(page: Page): Promise<string[]> {
  return seriousViolations(page, '.rslib-search-overlay');
}
