/**
 * A built page read as the server sends it, before any script runs: parsed
 * with parse5 (an HTML parser, the one the security headers use), so the
 * crawl can check every page of the build without a browser and choose which
 * pages the browser must visit (`coveringSample`).
 */
import {parse, type DefaultTreeAdapterTypes} from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

const isElement = (node: Node): node is Element => 'tagName' in node;
const attr = (element: Element, name: string): string | undefined =>
  element.attrs.find((a) => a.name === name)?.value;
const classesOf = (element: Element): string[] =>
  (attr(element, 'class') ?? '').split(/\s+/).filter(Boolean);

/** Elements whose text is never shown as prose. */
const NOT_TEXT = new Set(['script', 'style', 'template', 'noscript']);

function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  if ('childNodes' in node)
    for (const child of node.childNodes) yield* elements(child);
}

const first = (node: Node, tagName: string): Element | undefined => {
  for (const element of elements(node))
    if (element.tagName === tagName) return element;
  return undefined;
};

/** The text under `node`, leaving out scripts and what `skip` matches. */
function textOf(node: Node, skip: (element: Element) => boolean): string {
  if (node.nodeName === '#text') return (node as {value: string}).value;
  if (isElement(node) && (NOT_TEXT.has(node.tagName) || skip(node))) return '';
  return 'childNodes' in node
    ? node.childNodes.map((child) => textOf(child, skip)).join(' ')
    : '';
}

/** What the crawl reads of a built page. */
export type BuiltPage = {
  /** `<html lang>`, or null. */
  readonly lang: string | null;
  readonly title: string;
  /** `<meta name="robots">`'s content, or null. */
  readonly robots: string | null;
  /** Text of the `<article>` (else `<main>`), spaces collapsed. */
  readonly mainText: string;
  /** The article's prose: its text without code blocks, inline code and tabs. */
  readonly prose: string;
  /** `href` of every article link to a path of the site (`/…`). */
  readonly articleLinks: readonly string[];
  /** Text of the body, with every `placeholder` and `aria-label`, lower case. */
  readonly labelText: string;
  /**
   * Tag names and class names used in the body (`a`, `.token`, `.tabs`…),
   * leaving out the per-page class Docusaurus adds (`docs-doc-id-…`): pages
   * with the same features are built from the same components.
   */
  readonly features: ReadonlySet<string>;
};

/** Reads a built page (the HTML the server sends). */
export function readBuiltPage(html: string): BuiltPage {
  const document = parse(html);
  const root = first(document, 'html');
  const body = first(document, 'body');
  const article = first(document, 'article');
  const main = article ?? first(document, 'main');
  const robots = [...elements(document)].find(
    (element) =>
      element.tagName === 'meta' && attr(element, 'name') === 'robots',
  );
  const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
  const features = new Set<string>();
  const labels: string[] = [];
  for (const element of body ? elements(body) : []) {
    features.add(element.tagName);
    for (const name of classesOf(element))
      if (!name.startsWith('docs-doc-id-')) features.add(`.${name}`);
    labels.push(attr(element, 'placeholder') ?? '');
    labels.push(attr(element, 'aria-label') ?? '');
  }
  const title = first(document, 'title');
  return {
    lang: (root && attr(root, 'lang')) ?? null,
    title: title ? collapse(textOf(title, () => false)) : '',
    robots: (robots && attr(robots, 'content')) ?? null,
    mainText: main ? collapse(textOf(main, () => false)) : '',
    prose: article
      ? collapse(
          textOf(
            article,
            (element) =>
              element.tagName === 'pre' ||
              element.tagName === 'code' ||
              classesOf(element).includes('tabs'),
          ),
        )
      : '',
    articleLinks: article
      ? [...elements(article)]
          .filter((element) => element.tagName === 'a')
          .map((element) => attr(element, 'href') ?? '')
          .filter((href) => href.startsWith('/'))
      : [],
    labelText: `${body ? textOf(body, () => false) : ''}\n${labels.join('\n')}`
      .replace(/\s+/g, ' ')
      .toLowerCase(),
    features,
  };
}

/**
 * Pages that together use every feature any of the given pages uses: after
 * `always`, the page adding the most features not seen yet, again and again
 * until none adds any (greedy set cover, which keeps the choice small; ties
 * go to the earlier page, so the result is stable).
 * @param features each page's features, in a stable order (the sitemap's)
 * @returns the chosen pages, `always` first
 */
export function coveringSample(
  features: ReadonlyMap<string, ReadonlySet<string>>,
  always: readonly string[] = [],
): string[] {
  const chosen = [...new Set(always)];
  const seen = new Set(
    chosen.flatMap((page) => [...(features.get(page) ?? [])]),
  );
  for (;;) {
    let best: string | undefined;
    let bestCount = 0;
    for (const [page, own] of features) {
      let count = 0;
      for (const feature of own) if (!seen.has(feature)) count++;
      if (count > bestCount) [best, bestCount] = [page, count];
    }
    if (best === undefined) return chosen;
    chosen.push(best);
    for (const feature of features.get(best)!) seen.add(feature);
  }
}
