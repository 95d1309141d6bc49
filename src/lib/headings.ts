/**
 * Heading extraction from MDX source (SPEC §2 Page types: overview lists each
 * page's headings; §3 Sidebar item overviewHeaders, default depth 2). Pure.
 */

/** One heading of a page (SPEC §3 toc entry, without charIndex). */
export type HeadingEntry = {
  readonly text: string;
  readonly id: string;
  readonly depth: number;
};

/** GitHub-style slug, the one Docusaurus gives a heading without an explicit id. */
export function slugifyHeading(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Markdown inline syntax → plain text: `code`, **bold**, [link](url). */
function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim();
}

/**
 * Lists the headings of an MDX document, skipping front matter and fenced code.
 *
 * @param source whole MDX file
 * @param depths heading levels to keep, e.g. `[2]` (default) or `[2, 3]`
 * @returns headings in document order; explicit `{#id}` ids win over slugs
 */
export function extractHeadings(
  source: string,
  depths: readonly number[] = [2],
): HeadingEntry[] {
  const body = source.replace(/^---\n[\s\S]*?\n---\n/, '');
  const headings: HeadingEntry[] = [];
  let fence: string | null = null;
  for (const line of body.split('\n')) {
    const fenceMatch = line.match(/^\s*(`{3,}|~{3,})/);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1];
      else if (fenceMatch[1].startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const match = line.match(/^(#{1,6})\s+(.+?)\s*$/);
    if (!match || !depths.includes(match[1].length)) continue;
    const explicit = match[2].match(/^(.*?)\s*\{#([^}]+)\}$/);
    const text = plainText(explicit ? explicit[1] : match[2]);
    headings.push({
      text,
      id: explicit ? explicit[2] : slugifyHeading(text),
      depth: match[1].length,
    });
  }
  return headings;
}

/**
 * Permalink of a doc file relative to the docs folder, with the docs plugin at
 * `routeBasePath: '/'`: `config/index.mdx` → `/config/`, `config/lib/dts.mdx` → `/config/lib/dts`.
 */
export function permalinkOfDocFile(relativePath: string): string {
  const withoutExt = relativePath.replace(/\\/g, '/').replace(/\.mdx?$/, '');
  if (withoutExt === 'index') return '/';
  return withoutExt.endsWith('/index')
    ? `/${withoutExt.slice(0, -'index'.length)}`
    : `/${withoutExt}`;
}
