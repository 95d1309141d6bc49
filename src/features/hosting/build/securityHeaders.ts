/**
 * Security headers of every response, and the Content Security Policy they
 * carry. The policy allows this site's own files and nothing else; the inline
 * code a static Docusaurus build needs is allowed one piece at a time by its
 * SHA-256 hash, computed from the built HTML, so no `'unsafe-inline'` or
 * `'unsafe-eval'` is ever needed and a changed inline script cannot run (or
 * slip through) unnoticed. Pure: HTML text in, hashes, policies and header
 * maps out.
 */
import {createHash} from 'node:crypto';

/** What the policy is built from. */
export type PolicyInput = {
  /** `'sha256-…'` sources of the inline scripts the build emits. */
  readonly scriptHashes: readonly string[];
  /** `'sha256-…'` sources of the inline `style="…"` attribute values the build emits. */
  readonly styleAttributeHashes: readonly string[];
  /**
   * Who may embed the pages in a frame (`frame-ancestors` sources), e.g.
   * `["'self'"]` (default), `["'none'"]`, or `["'self'", 'https://example.com']`
   * for a site that shows pages with `?navbar=0&sidebar=0` in an iframe.
   */
  readonly frameAncestors: readonly string[];
  /** Extra origins the pages may fetch from, e.g. a remote search API (`https://search.example`). */
  readonly connectOrigins?: readonly string[];
};

/** `'sha256-<base64>'`: a CSP hash source of `text` (script or style attribute content, exactly as written). */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The contents of the inline scripts of an HTML document that a browser runs:
 * `<script>` elements without `src`, except data blocks (`type` other than a
 * JavaScript type or `module`, e.g. `application/ld+json`), which the policy
 * does not govern.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = attributes
      .match(/\stype\s*=\s*["']?([^"'\s>]+)/i)?.[1]
      ?.toLowerCase();
    if (
      type !== undefined &&
      type !== 'module' &&
      !/^(text|application)\/(java|ecma)script$/.test(type)
    ) {
      continue;
    }
    scripts.push(body);
  }
  return scripts;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * The values of the `style` attributes of an HTML document's elements, as
 * the browser sees them (entities decoded); text inside scripts is skipped.
 * Today: Docusaurus's hidden icon sprite (`display: none;`), the social
 * icons' mask URL and the landing page's star dots (fixed positions).
 */
export function styleAttributes(html: string): string[] {
  const markup = html.replace(SCRIPT, '');
  const values: string[] = [];
  // Quoted or, as a minifier writes it, unquoted (up to whitespace or `>`).
  for (const match of markup.matchAll(
    /<[a-z][^>]*?\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi,
  )) {
    values.push(
      (match[1] ?? match[2] ?? match[3]).replace(
        /&(?:amp|quot|#39|#x27|lt|gt);/g,
        (entity) => ENTITIES[entity],
      ),
    );
  }
  return values;
}

/** Sorted distinct hash sources of a list of texts. */
export function hashSources(texts: Iterable<string>): string[] {
  return [...new Set([...texts].map(hashSource))].sort();
}

/**
 * The Content-Security-Policy value.
 * - scripts: own files and the hashed inline scripts only (no inline event
 *   handlers, no `eval`);
 * - styles: own stylesheets; the `style` attributes of the server HTML (see
 *   `styleAttributes`) by hash, through `'unsafe-hashes'`, which admits exactly
 *   those attribute values, never a `<style>` element. Styles set
 *   from scripts (React's `style` prop, medium-zoom, the progress bar) go
 *   through the CSSOM, which a policy does not restrict;
 * - the search worker and its index: own origin (`worker-src`, `connect-src`),
 *   plus a remote search API when one is configured;
 * - images own or `data:` (small inline icons); fonts own;
 * - no plugins, no `<base>` elsewhere, forms only to this site, frames from
 *   the configured ancestors only.
 */
export function contentSecurityPolicy(input: PolicyInput): string {
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...input.scriptHashes]],
    [
      'style-src',
      input.styleAttributeHashes.length > 0
        ? ["'self'", "'unsafe-hashes'", ...input.styleAttributeHashes]
        : ["'self'"],
    ],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(input.connectOrigins ?? [])]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', input.frameAncestors],
  ];
  return directives
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Browser features the site never uses, switched off for its pages and for
 * anything they might embed. The clipboard stays writable by the site itself
 * (copy buttons). Only features Chromium recognizes are listed: an unknown
 * one is reported as an error in the console.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'clipboard-write=(self)',
].join(', ');

/**
 * `X-Frame-Options` matching `frame-ancestors`, for browsers that only know
 * the older header: `DENY` for `'none'`, `SAMEORIGIN` for `'self'` alone;
 * none when other origins may embed the pages (the older header cannot say so).
 */
export function frameOptions(
  frameAncestors: readonly string[],
): string | undefined {
  if (frameAncestors.length !== 1) return undefined;
  if (frameAncestors[0] === "'none'") return 'DENY';
  if (frameAncestors[0] === "'self'") return 'SAMEORIGIN';
  return undefined;
}

/**
 * Headers every response gets.
 * - `Content-Security-Policy`: see `contentSecurityPolicy`;
 * - `X-Content-Type-Options: nosniff`: files are used only as the type the
 *   server says, so an uploaded text file cannot run as a script;
 * - `Referrer-Policy`: other sites learn the origin only, never the page path;
 * - `Strict-Transport-Security`: two years of HTTPS only, subdomains too
 *   (browsers ignore it over plain HTTP);
 * - `Cross-Origin-Opener-Policy: same-origin`: a page opened from another
 *   site cannot script this one through `window.opener`;
 * - `Permissions-Policy`: see `PERMISSIONS_POLICY`;
 * - `X-Frame-Options`: see `frameOptions`.
 */
export function securityHeaders(input: PolicyInput): Record<string, string> {
  const frame = frameOptions(input.frameAncestors);
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(frame ? {'X-Frame-Options': frame} : {}),
  };
}

/** An inline script of a built page whose hash the policy lacks. */
export type UnhashedScript = {readonly file: string; readonly hash: string};

/**
 * Inline scripts of the given pages that `policy` would block.
 * @param pages `{file, html}` of each built HTML page
 * @returns one entry per blocked script (empty when the policy covers all)
 */
export function unhashedScripts(
  pages: readonly {readonly file: string; readonly html: string}[],
  policy: string,
): UnhashedScript[] {
  const allowed = new Set(
    policy
      .split(';')
      .find((directive) => directive.trim().startsWith('script-src '))
      ?.trim()
      .split(/\s+/)
      .slice(1) ?? [],
  );
  return pages.flatMap(({file, html}) =>
    inlineScripts(html)
      .map(hashSource)
      .filter((hash) => !allowed.has(hash))
      .map((hash) => ({file, hash})),
  );
}
