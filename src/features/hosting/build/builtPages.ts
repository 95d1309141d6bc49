/**
 * The HTML pages of a build, for the security headers: every page's inline
 * code, once the pages other plugins write in the same `postBuild` phase
 * (the redirect pages of `@docusaurus/plugin-client-redirects`) are there.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'parse5';
import {filesUnder} from '../../../common/build/files';
import {inlineCode, type InlineCode} from './securityHeaders';

/**
 * Where `@docusaurus/plugin-client-redirects` writes the redirect page of a
 * route, relative to the locale's build folder: `/guide/old` →
 * `guide/old/index.html` (never `guide/old.html`, which a host would serve
 * before the real page; with `trailingSlash: false`, `/x.html` →
 * `x.html.html`, as the plugin does).
 */
export function redirectPagePath(
  from: string,
  trailingSlash: boolean | undefined,
): string {
  const route = from.replace(/^\/+/, '');
  return trailingSlash === false && route.endsWith('.html')
    ? `${route}.html`
    : path.posix.join(route, 'index.html');
}

/**
 * Whether an HTML file is all there: the parser found the closing `</html>`
 * tag (a page still being written stops before it).
 */
export function isCompleteHtml(html: string): boolean {
  const document = parse(html, {sourceCodeLocationInfo: true});
  return document.childNodes.some(
    (node) =>
      'tagName' in node &&
      node.tagName === 'html' &&
      node.sourceCodeLocation?.endTag !== undefined,
  );
}

/**
 * Waits until every given HTML file exists and is complete.
 * @param files absolute paths
 * @param options.timeoutMs how long to wait in all (default 30 s)
 * @param options.intervalMs pause between two looks (default 20 ms)
 * @throws when a file is still missing or incomplete after `timeoutMs`,
 *   naming the files
 */
export async function waitForPages(
  files: readonly string[],
  {timeoutMs = 30_000, intervalMs = 20} = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const missing = files.filter(
      (file) =>
        !existsSync(file) || !isCompleteHtml(readFileSync(file, 'utf8')),
    );
    if (missing.length === 0) return;
    if (Date.now() >= deadline) {
      throw new Error(
        `[hosting] pages still missing after ${timeoutMs} ms: ${missing.join(', ')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * The inline code of every `.html` file under `dir`.
 * @returns `{file, code}` with `file` relative to `dir`
 */
export function builtPages(dir: string): {file: string; code: InlineCode}[] {
  return filesUnder(dir, (file) => file.endsWith('.html')).map((file) => ({
    file,
    code: inlineCode(readFileSync(path.join(dir, file), 'utf8')),
  }));
}
