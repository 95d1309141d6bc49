/**
 * Where a page's Markdown copy lives. Its own small module because the page
 * actions need it in the browser, while the rest of `markdownExport.ts` is
 * build-time code.
 */

/** Path of a doc's Markdown copy: `/guide/start/quick-start` → `guide/start/quick-start.md`, `/config/` → `config.md`. */
export function markdownPathOf(permalink: string): string {
  const trimmed = permalink.replace(/^\//, '').replace(/\/$/, '');
  return `${trimmed === '' ? 'index' : trimmed}.md`;
}

/**
 * Site path of a page's Markdown copy, as the build writes it:
 * `/zh/guide/start/quick-start` → `/zh/guide/start/quick-start.md`,
 * `/api/start/` → `/api/start.md`.
 * @param permalink the page's permalink, base URL included
 * @param baseUrl the locale's base URL (`/` or `/zh/`)
 */
export function markdownUrlOf(permalink: string, baseUrl: string): string {
  const route =
    baseUrl !== '/' && permalink.startsWith(baseUrl)
      ? `/${permalink.slice(baseUrl.length)}`
      : permalink;
  return `${baseUrl}${markdownPathOf(route)}`;
}
