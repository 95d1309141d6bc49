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
import {parse, type DefaultTreeAdapterTypes} from 'parse5';

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type DocumentFragment = DefaultTreeAdapterTypes.DocumentFragment;

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

/** What a page gives the policy to allow, or that it can never allow. */
export type InlineCode = {
  /** Source text of each inline script a browser runs (see `inlineScripts`). */
  readonly scripts: string[];
  /** Value of each `style` attribute (see `styleAttributes`). */
  readonly styles: string[];
  /** Event handler attributes (`onclick="…"`), which the policy never allows. */
  readonly handlers: {readonly name: string; readonly value: string}[];
};

/** The MIME types a browser runs as a classic script (the HTML standard's list). */
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

const attribute = (element: Element, name: string): string | undefined =>
  element.attrs.find((attr) => attr.name === name)?.value;

/**
 * Whether a browser runs an inline `<script>` element, so that the policy
 * decides on it, following the HTML standard's "prepare the script element":
 * not when it has a `src`, not when its text is empty, not for a data block
 * (a `type` other than JavaScript, `module` or `importmap`, e.g.
 * `application/ld+json`), not for a `nomodule` classic script.
 */
function isPolicedScript(element: Element, text: string): boolean {
  if (attribute(element, 'src') !== undefined || text === '') return false;
  const typeAttribute = attribute(element, 'type');
  const language = attribute(element, 'language');
  const type = (
    typeAttribute !== undefined
      ? typeAttribute.trim()
      : language
        ? `text/${language}`
        : ''
  ).toLowerCase();
  if (type === '' || JAVASCRIPT_TYPES.has(type)) {
    return attribute(element, 'nomodule') === undefined;
  }
  return type === 'module' || type === 'importmap';
}

/**
 * The inline code of an HTML document, read with an HTML parser (parse5,
 * which follows the parsing rules browsers use): the text of a script is
 * what the browser hashes (line breaks normalized, entities left as
 * written), markup inside scripts, comments, `<textarea>` or attribute
 * values is not mistaken for elements, and `<template>` content counts.
 * `<noscript>` content is read as a browser with JavaScript reads it: as text.
 */
export function inlineCode(html: string): InlineCode {
  const code: InlineCode = {scripts: [], styles: [], handlers: []};
  const visit = (node: ParentNode): void => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const style = attribute(child, 'style');
      if (style !== undefined) code.styles.push(style);
      for (const {name, value} of child.attrs) {
        if (name.startsWith('on')) code.handlers.push({name, value});
      }
      if (child.tagName === 'script') {
        const text = child.childNodes
          .map((content) => ('value' in content ? content.value : ''))
          .join('');
        if (isPolicedScript(child, text)) code.scripts.push(text);
      }
      visit(child);
      if (child.tagName === 'template' && 'content' in child) {
        visit(child.content as DocumentFragment);
      }
    }
  };
  visit(parse(html));
  return code;
}

/**
 * The source texts of the inline scripts of an HTML document that a browser
 * runs and a policy governs (see `inlineCode`): HTML and SVG `<script>`
 * elements without `src`, with a JavaScript type, `module` or `importmap`.
 */
export function inlineScripts(html: string): string[] {
  return inlineCode(html).scripts;
}

/**
 * The values of the `style` attributes of an HTML document's elements, as
 * the browser sees them (entities decoded). Today: Docusaurus's hidden icon
 * sprite (`display: none;`), the code blocks' colour variables and the social
 * icons' mask URL. Each distinct value adds a hash to the policy, which is
 * sent with every response, so markup should not grow many distinct ones (the
 * landing page's star dots are placed by a stylesheet for that reason).
 */
export function styleAttributes(html: string): string[] {
  return inlineCode(html).styles;
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

/**
 * Inline code of a built page that the policy would block: a script whose
 * hash it lacks, or an event handler attribute (never allowed).
 */
export type UnhashedScript = {
  readonly file: string;
  /** The script's (or handler's) hash source. */
  readonly hash: string;
  /** The attribute name, for an event handler (`onclick`). */
  readonly attribute?: string;
};

/**
 * Inline code of the given pages that `policy` would block.
 * @param pages `{file, code}` of each built HTML page (`code` from `inlineCode`)
 * @returns one entry per blocked script or handler (empty when the policy covers all)
 */
export function unhashedScripts(
  pages: readonly {readonly file: string; readonly code: InlineCode}[],
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
  return pages.flatMap(({file, code}) => [
    ...code.scripts
      .map(hashSource)
      .filter((hash) => !allowed.has(hash))
      .map((hash) => ({file, hash})),
    ...code.handlers.map(({name, value}) => ({
      file,
      hash: hashSource(value),
      attribute: name,
    })),
  ]);
}
