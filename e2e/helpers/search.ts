/**
 * Waiting for the search modal's answer, shared by the search specs and the
 * search quality table.
 */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from 'playwright-core';

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
 * as `rule: selector` lines (none expected).
 */
export async function searchDialogViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({page})
    .include('.rslib-search-overlay')
    .analyze();
  return results.violations
    .filter(
      (violation) =>
        violation.impact === 'serious' || violation.impact === 'critical',
    )
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id}: ${node.target.join(' ')}`,
      ),
    );
}
