/**
 * axe-core run inside the page, the way the crawl does it: the page's own
 * `axe.run` with axe's default rules, and only the serious and critical
 * violations cross back. `@axe-core/playwright`'s `AxeBuilder` finds the same
 * violations on these pages but sends every partial result (passes included)
 * through the protocol into an extra page: about ten times slower on a long
 * doc page (8 s against 0.7 s).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';

/**
 * The source of the axe-core that `@axe-core/playwright` (the project's
 * declared axe dependency) brings, for `context.addInitScript({content})` or
 * `page.evaluate`. A bare `axe-core` import would find the copy hoisted for
 * eslint-plugin-jsx-a11y and Lighthouse, whose version (and rules) differ.
 */
export const AXE_SOURCE = readFileSync(
  require.resolve('axe-core/axe.min.js', {
    paths: [path.dirname(require.resolve('@axe-core/playwright'))],
  }),
  'utf8',
);

type AxeWindow = {
  axe?: {
    run: (
      context: Document,
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
 * Serious and critical axe violations of the page as it is now (the whole
 * document, default rules), as `rule: target…` lines. Injects axe-core first
 * when the page does not have it (through the protocol, so the site's
 * Content-Security-Policy does not apply to it).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(
    () => typeof (window as unknown as AxeWindow).axe?.run === 'function',
  );
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const {axe} = window as unknown as AxeWindow;
    const results = await axe!.run(document, {resultTypes: ['violations']});
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) =>
        v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`),
      );
  });
}
