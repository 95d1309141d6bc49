/**
 * axe-core run inside the page, the way the crawl does it: the page's own
 * `axe.run` with axe's default rules, and only the serious and critical
 * violations cross back. (`@axe-core/playwright`'s `AxeBuilder` finds the
 * same violations on these pages but sends every partial result, passes
 * included, through the protocol into an extra page, which makes a long doc
 * page's check about ten times slower.)
 */
import {readFileSync} from 'node:fs';
import type {Page} from 'playwright-core';

/**
 * The source of axe-core (a declared dev dependency, pinned), for
 * `context.addInitScript({content})` or `page.evaluate`.
 */
export const AXE_SOURCE = readFileSync(
  require.resolve('axe-core/axe.min.js'),
  'utf8',
);

type AxeWindow = {
  axe?: {
    run: (
      context: Document | {include: string[]},
      options: object,
    ) => Promise<{
      violations: {
        id: string;
        impact?: string | null;
        nodes: {target: unknown[]}[];
      }[];
    }>;
  };
};

/**
 * Serious and critical axe violations of the page as it is now (default
 * rules; the whole document, or with `include` only what that selector
 * matches, as `AxeBuilder.include` does), as `rule: target…` lines. Injects
 * axe-core first when the page does not have it (through the protocol, so
 * the site's Content-Security-Policy does not apply to it).
 */
export async function seriousViolations(
  page: Page,
  include?: string,
): Promise<string[]> {
  const loaded = await page.evaluate(
    () => typeof (window as unknown as AxeWindow).axe?.run === 'function',
  );
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (selector) => {
    const {axe} = window as unknown as AxeWindow;
    const results = await axe!.run(
      selector === null ? document : {include: [selector]},
      {resultTypes: ['violations']},
    );
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) =>
        v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`),
      );
  }, include ?? null);
}
