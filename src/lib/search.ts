/**
 * Pure logic of the search modal (SPEC §2 Search modal, §3 Search document /
 * Search hit, §7 Local search, §9 search limits). No React, no DOM, no
 * `translate`: the modal's hook feeds plain data in and renders what comes out.
 *
 * Results come from `@easyops-cn/docusaurus-search-local`'s lunr index (queried
 * in its Web Worker); this module turns them into the SPEC's hits, cuts
 * snippets, computes highlight ranges, groups hits, and holds the keyboard and
 * modal state rules. Remote results (SPEC §7 Remote search) are plain search
 * documents and go through `matchDocument`.
 *
 * Offsets and lengths are UTF-16 code units (what `String.prototype.slice`
 * takes) unless a name says "width".
 */

/** SPEC §9 search limits. */
export const SEARCH_DEFAULTS = {
  /** Hits shown per group (one group per page). */
  perGroup: 7,
  /** Hits shown overall, and the limit passed to the index. */
  limit: 100,
  /** Maximum width of a content snippet, ellipses included (see `charWidth`). */
  snippetWidth: 100,
  /** Delay between the last keystroke and the search, in ms. */
  debounceMs: 150,
  /** Longest query handed to the index, in code points (the input keeps the whole text). */
  maxQueryLength: 256,
  /** Most query tokens used for matching and highlighting. */
  maxTokens: 32,
} as const;

/** A highlighted part of a text: `text.slice(start, start + length)`. */
export type HighlightRange = {readonly start: number; readonly length: number};

/** SPEC §3 Search hit type. */
export type SearchHitType = 'title' | 'header' | 'content';

/** SPEC §3 Search hit. */
export type SearchHit = {
  /** Unique within one result tab. */
  readonly id: string;
  readonly type: SearchHitType;
  /** Title of the page the hit belongs to. */
  readonly title: string;
  /** Page title for title hits, heading text for header hits, section heading for content hits. */
  readonly header: string;
  /** Where the hit leads: a site path (`/zh/config/lib/format#x`) or an absolute http(s) URL. */
  readonly link: string;
  /** The query the hit answers. */
  readonly query: string;
  /** Ranges in `header` (title and header hits) or in `statement` (content hits). */
  readonly highlights: readonly HighlightRange[];
  /** Group key: the page's link without hash. */
  readonly group: string;
  /** Content snippet (content hits only), at most `SEARCH_DEFAULTS.snippetWidth` wide. */
  readonly statement?: string;
  /** Sidebar path of the page, e.g. `['Config', 'lib']`. */
  readonly breadcrumb?: readonly string[];
};

/** Hits of one page. */
export type HitGroup = {
  readonly key: string;
  /** Page title. */
  readonly label: string;
  readonly breadcrumb: readonly string[];
  readonly hits: readonly SearchHit[];
};

/**
 * `current`: hits of the docs being read (open in the same window);
 * `other`: another remote search index; `custom`: added by an `onSearch` hook.
 */
export type ResultTabKind = 'current' | 'other' | 'custom';

/** One result tab of the modal. */
export type ResultTab = {
  readonly key: string;
  readonly label: string;
  readonly kind: ResultTabKind;
  readonly groups: readonly HitGroup[];
};

/** SPEC §3 Search document (the shape remote search answers with). */
export type SearchDocument = {
  readonly id: string | number;
  readonly title: string;
  readonly content: string;
  readonly toc: readonly {
    readonly text: string;
    readonly id: string;
    readonly depth: number;
    readonly charIndex: number;
  }[];
  readonly routePath: string;
  /** Origin prefixed to `routePath`, e.g. `https://rsbuild.rs`; empty for this site. */
  readonly domain: string;
};

/**
 * A document of the search-local index: `i` id, `t` text, `u` URL, `h` hash,
 * `p` id of the page's title document, `s` section/page title, `b` breadcrumb.
 */
export type PluginDocument = {
  readonly i: number;
  readonly t: string;
  readonly u: string;
  readonly h?: string;
  readonly p?: number;
  readonly s?: string;
  readonly b?: readonly string[];
};

/** Document types of the search-local index, in the order of its index file. */
export const PLUGIN_DOC_TYPE = {
  title: 0,
  heading: 1,
  description: 2,
  keywords: 3,
  content: 4,
} as const;

/** lunr match data: term → field → positions `[start, length]`. */
export type PluginMetadata = Readonly<
  Record<
    string,
    Readonly<
      Record<string, {readonly position?: readonly (readonly number[])[]}>
    >
  >
>;

/** A result of the search-local worker (`searchByWorker`). */
export type PluginResult = {
  readonly document: PluginDocument;
  readonly type: number;
  readonly page?: PluginDocument | false;
  readonly metadata: PluginMetadata;
  readonly tokens: readonly string[];
  readonly score?: number;
};

// ---------------------------------------------------------------------------
// Width rule and text helpers

/** SPEC §9: a character above code point 255 counts as width 3, any other as 1. */
export function charWidth(codePoint: number): number {
  return codePoint > 255 ? 3 : 1;
}

/** Sum of `charWidth` over the code points of `text` (an emoji is one code point). */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char.codePointAt(0) ?? 0);
  return width;
}

/**
 * Lower-cases `text` without changing its length, so offsets found in the
 * result are offsets in `text` ('İ' lower-cases to two units and is kept).
 */
export function foldCase(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  let out = '';
  for (const char of text) {
    const folded = char.toLowerCase();
    out += folded.length === char.length ? folded : char;
  }
  return out;
}

/** First `maxCodePoints` code points of `text` (never splits a surrogate pair). */
export function truncateCodePoints(
  text: string,
  maxCodePoints: number,
): string {
  let count = 0;
  let end = 0;
  for (const char of text) {
    if (count === maxCodePoints) return text.slice(0, end);
    count += 1;
    end += char.length;
  }
  return text;
}

// ---------------------------------------------------------------------------
// Query tokens (SPEC §7: default, CJK/Korean/Japanese and Cyrillic tokenizers)

/** `default`: Latin and other alphabets; `cjk`: Han, Hangul or kana runs; `cyrillic`. */
export type QueryTokenKind = 'default' | 'cjk' | 'cyrillic';

export type QueryToken = {
  /** Case-folded token text. */
  readonly text: string;
  readonly kind: QueryTokenKind;
  /**
   * Whether the search-local index can see this token. Its tokenizer (with
   * `zh` enabled) keeps only ASCII words and Han runs, so Cyrillic, Hangul,
   * kana and other non-ASCII words are looked up by `scanPluginDocuments`.
   */
  readonly indexed: boolean;
};

const TOKEN_PATTERN = new RegExp(
  [
    '(\\p{Script=Han}+)',
    '(\\p{Script=Hangul}+)',
    '([\\p{Script=Hiragana}\\p{Script=Katakana}\\u30FC]+)',
    '([\\p{Script=Cyrillic}\\p{M}]+)',
    '((?:(?![\\p{Script=Han}\\p{Script=Hangul}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Cyrillic}])[\\p{L}\\p{M}\\p{N}_])+)',
  ].join('|'),
  'gu',
);

/**
 * Splits a query into tokens by script: runs of Han, Hangul or kana (CJK),
 * Cyrillic words, and words of any other letters and digits. Everything else
 * (spaces, punctuation, regex metacharacters, emoji) separates tokens.
 * Duplicates are dropped; at most `SEARCH_DEFAULTS.maxTokens` are returned.
 */
export function tokenizeQuery(query: string): QueryToken[] {
  const tokens: QueryToken[] = [];
  const seen = new Set<string>();
  const source = truncateCodePoints(query, SEARCH_DEFAULTS.maxQueryLength * 4);
  for (const match of source.matchAll(TOKEN_PATTERN)) {
    const text = foldCase(match[0]);
    if (seen.has(text)) continue;
    seen.add(text);
    let token: QueryToken;
    if (match[1]) token = {text, kind: 'cjk', indexed: true};
    else if (match[2] || match[3]) token = {text, kind: 'cjk', indexed: false};
    else if (match[4]) token = {text, kind: 'cyrillic', indexed: false};
    else token = {text, kind: 'default', indexed: /[a-z0-9_]/.test(text)};
    tokens.push(token);
    if (tokens.length === SEARCH_DEFAULTS.maxTokens) break;
  }
  return tokens;
}

/** The query handed to the index: trimmed and at most `SEARCH_DEFAULTS.maxQueryLength` code points. */
export function engineQuery(query: string): string {
  return truncateCodePoints(query.trim(), SEARCH_DEFAULTS.maxQueryLength);
}

// ---------------------------------------------------------------------------
// Highlight ranges

/** Sorts ranges and merges overlapping or touching ones; drops empty and invalid ones. */
export function mergeRanges(
  ranges: readonly HighlightRange[],
): HighlightRange[] {
  const sorted = ranges
    .filter(
      (range) =>
        Number.isFinite(range.start) &&
        Number.isFinite(range.length) &&
        range.length > 0 &&
        range.start >= 0,
    )
    .slice()
    .sort((a, b) => a.start - b.start || b.length - a.length);
  const merged: {start: number; length: number}[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.start + last.length) {
      last.length = Math.max(
        last.length,
        range.start + range.length - last.start,
      );
    } else {
      merged.push({start: range.start, length: range.length});
    }
  }
  return merged;
}

/** Keeps the parts of `ranges` inside `[0, textLength)`. */
export function clampRanges(
  ranges: readonly HighlightRange[],
  textLength: number,
): HighlightRange[] {
  return mergeRanges(
    ranges.map((range) => {
      const start = Math.max(0, range.start);
      const end = Math.min(textLength, range.start + range.length);
      return {start, length: end - start};
    }),
  );
}

/**
 * Every case-insensitive occurrence of any token in `text`, merged.
 * Plain substring search: tokens are never turned into regular expressions.
 */
export function findRanges(
  text: string,
  tokens: readonly string[],
): HighlightRange[] {
  const haystack = foldCase(text);
  const ranges: HighlightRange[] = [];
  for (const token of tokens) {
    const needle = foldCase(token);
    if (!needle) continue;
    let from = 0;
    while (from <= haystack.length - needle.length) {
      const index = haystack.indexOf(needle, from);
      if (index === -1) break;
      ranges.push({start: index, length: needle.length});
      from = index + needle.length;
    }
  }
  return mergeRanges(ranges);
}

/** A piece of text to render, highlighted or not. */
export type TextSegment = {
  readonly text: string;
  readonly highlighted: boolean;
};

/** Splits `text` at the (merged, clamped) ranges, for rendering as React text. */
export function splitByRanges(
  text: string,
  ranges: readonly HighlightRange[],
): TextSegment[] {
  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const {start, length} of clampRanges(ranges, text.length)) {
    if (start > cursor)
      segments.push({text: text.slice(cursor, start), highlighted: false});
    segments.push({text: text.slice(start, start + length), highlighted: true});
    cursor = start + length;
  }
  if (cursor < text.length)
    segments.push({text: text.slice(cursor), highlighted: false});
  return segments;
}

// ---------------------------------------------------------------------------
// Snippets

/** Ellipsis marking cut text (one code unit, width 3). */
export const ELLIPSIS = '…';

export type Snippet = {
  readonly text: string;
  readonly highlights: readonly HighlightRange[];
};

type CodePoint = {
  readonly start: number;
  readonly end: number;
  readonly width: number;
};

function codePointsOf(text: string): CodePoint[] {
  const points: CodePoint[] = [];
  let index = 0;
  for (const char of text) {
    points.push({
      start: index,
      end: index + char.length,
      width: charWidth(char.codePointAt(0) ?? 0),
    });
    index += char.length;
  }
  return points;
}

const isWordChar = (char: string | undefined): boolean =>
  char !== undefined && /[A-Za-z0-9_]/.test(char);

/**
 * Cuts `text` to a snippet around the first range, at most `maxWidth` wide
 * (SPEC §9: 100; `charWidth` rule; the '…' marking a cut counts too), keeping
 * the match roughly centred and not cutting Latin words when a space is near.
 * Whitespace (newlines, tabs) becomes single spaces position for position.
 * @param ranges highlight ranges in `text` (the first one is centred)
 * @returns the snippet and the ranges that fall inside it, shifted to it
 */
export function cutSnippet(
  text: string,
  ranges: readonly HighlightRange[],
  maxWidth: number = SEARCH_DEFAULTS.snippetWidth,
): Snippet {
  const clean = text.replace(/\s/g, ' ');
  const valid = clampRanges(ranges, clean.length);
  if (textWidth(clean) <= maxWidth) return {text: clean, highlights: valid};
  const points = codePointsOf(clean);
  const ellipsisWidth = textWidth(ELLIPSIS);
  const budget = Math.max(1, maxWidth - 2 * ellipsisWidth);
  const first = valid[0] ?? {start: 0, length: 0};
  // Code point indexes [lo, hi) of the body, starting with the match.
  let lo = points.findIndex((point) => point.end > first.start);
  if (lo === -1) lo = 0;
  let hi = lo;
  let used = 0;
  const matchEnd = first.start + first.length;
  while (
    hi < points.length &&
    (points[hi].start < matchEnd || hi === lo) &&
    used + points[hi].width <= budget
  ) {
    used += points[hi].width;
    hi += 1;
  }
  const leftBudget = Math.floor((budget - used) / 2);
  let leftUsed = 0;
  while (lo > 0 && leftUsed + points[lo - 1].width <= leftBudget) {
    lo -= 1;
    leftUsed += points[lo].width;
  }
  used += leftUsed;
  while (hi < points.length && used + points[hi].width <= budget) {
    used += points[hi].width;
    hi += 1;
  }
  while (lo > 0 && used + points[lo - 1].width <= budget) {
    lo -= 1;
    used += points[lo].width;
  }
  let start = points[lo].start;
  let end = hi > 0 ? points[hi - 1].end : 0;
  // Do not start or end in the middle of a Latin word when a space is close.
  if (lo > 0 && isWordChar(clean[start - 1]) && isWordChar(clean[start])) {
    const space = clean.indexOf(' ', start);
    if (space !== -1 && space < first.start && space - start <= 15)
      start = space + 1;
  }
  if (
    hi < points.length &&
    isWordChar(clean[end - 1]) &&
    isWordChar(clean[end])
  ) {
    const space = clean.lastIndexOf(' ', end - 1);
    if (space !== -1 && space >= matchEnd && end - space <= 15) end = space;
  }
  const body = clean.slice(start, end);
  const trimmedStart = start + (body.length - body.trimStart().length);
  const trimmedEnd = end - (body.length - body.trimEnd().length);
  const prefix = trimmedStart > 0 ? ELLIPSIS : '';
  const suffix = trimmedEnd < clean.length ? ELLIPSIS : '';
  const highlights = mergeRanges(
    valid.map((range) => {
      const from = Math.max(range.start, trimmedStart);
      const to = Math.min(range.start + range.length, trimmedEnd);
      return {start: from - trimmedStart + prefix.length, length: to - from};
    }),
  );
  return {
    text: prefix + clean.slice(trimmedStart, trimmedEnd) + suffix,
    highlights,
  };
}

// ---------------------------------------------------------------------------
// Hits from the search-local index

/** `[start, length]` positions of field `t` in lunr match data, sorted. */
export function positionsOf(
  metadata: PluginMetadata | undefined,
): HighlightRange[] {
  const ranges: HighlightRange[] = [];
  for (const fields of Object.values(metadata ?? {})) {
    for (const position of fields?.t?.position ?? []) {
      if (Array.isArray(position) && position.length >= 2)
        ranges.push({start: Number(position[0]), length: Number(position[1])});
    }
  }
  return mergeRanges(ranges);
}

const str = (value: unknown): string =>
  typeof value === 'string' ? value : '';

/**
 * Turns search-local results into SPEC hits: title documents (and keyword
 * documents) become title hits, headings header hits, descriptions and section
 * contents content hits with a snippet. Ranges come from lunr's positions and
 * fall back to the query tokens when lunr has none.
 * @param results worker results, best first (headings and contents follow their page)
 * @param query the query as typed; `tokens` its tokens for highlighting
 */
export function fromPluginResults(
  results: readonly PluginResult[],
  query: string,
  tokens: readonly string[],
): SearchHit[] {
  const hits: SearchHit[] = [];
  for (const result of results) {
    const doc = result?.document;
    if (!doc || typeof doc.u !== 'string') continue;
    const text = str(doc.t);
    const page = result.page || undefined;
    const allTokens = [...tokens, ...(result.tokens ?? [])];
    const positions = positionsOf(result.metadata);
    const ranges =
      positions.length > 0
        ? clampRanges(positions, text.length)
        : findRanges(text, allTokens);
    const link = doc.u + str(doc.h);
    const breadcrumb = (page ? page.b : doc.b) ?? [];
    const base = {query, group: doc.u, breadcrumb};
    switch (result.type) {
      case PLUGIN_DOC_TYPE.title:
        hits.push({
          ...base,
          id: `t${doc.i}`,
          type: 'title',
          title: text,
          header: text,
          link,
          highlights: ranges,
        });
        break;
      case PLUGIN_DOC_TYPE.keywords: {
        const title = str(doc.s) || str(page?.t);
        hits.push({
          ...base,
          id: `t${doc.i}`,
          type: 'title',
          title,
          header: title,
          link,
          highlights: findRanges(title, allTokens),
        });
        break;
      }
      case PLUGIN_DOC_TYPE.heading:
        hits.push({
          ...base,
          id: `h${doc.i}`,
          type: 'header',
          title: str(page?.t),
          header: text,
          link,
          highlights: ranges,
        });
        break;
      default: {
        const snippet = cutSnippet(text, ranges);
        const title = str(page?.t) || str(doc.s);
        hits.push({
          ...base,
          id: `c${doc.i}`,
          type: 'content',
          title,
          header: str(doc.s) || title,
          link,
          statement: snippet.text,
          highlights: snippet.highlights,
        });
      }
    }
  }
  return hits;
}

/**
 * Finds documents of the search-local index containing every token (case
 * insensitive substring), for the tokens its tokenizer cannot see (Cyrillic,
 * Hangul, kana). Title documents first, then headings, descriptions and
 * contents, as the worker orders them.
 * @param indexes documents by type, as in the index file (`PLUGIN_DOC_TYPE`)
 * @returns worker-shaped results with synthetic positions, at most `limit`
 */
export function scanPluginDocuments(
  indexes: readonly (readonly PluginDocument[] | undefined)[],
  tokens: readonly string[],
  limit: number,
): PluginResult[] {
  const needles = tokens.map(foldCase).filter(Boolean);
  if (needles.length === 0) return [];
  const titles = indexes[PLUGIN_DOC_TYPE.title] ?? [];
  const results: PluginResult[] = [];
  const seen = new Set<number>();
  for (const type of [
    PLUGIN_DOC_TYPE.title,
    PLUGIN_DOC_TYPE.heading,
    PLUGIN_DOC_TYPE.description,
    PLUGIN_DOC_TYPE.content,
  ]) {
    for (const document of indexes[type] ?? []) {
      if (results.length >= limit) return results;
      if (seen.has(document.i) || typeof document.t !== 'string') continue;
      const haystack = foldCase(document.t);
      if (!needles.every((needle) => haystack.includes(needle))) continue;
      seen.add(document.i);
      const metadata: Record<string, {t: {position: number[][]}}> = {};
      for (const range of findRanges(document.t, needles)) {
        metadata[`${range.start}`] = {
          t: {position: [[range.start, range.length]]},
        };
      }
      const page =
        type === PLUGIN_DOC_TYPE.title
          ? false
          : (titles.find((title) => title.i === document.p) ?? false);
      results.push({document, type, page, metadata, tokens: needles});
    }
  }
  return results;
}

/** Concatenates result lists keeping the first result per document id, at most `limit`. */
export function mergeById(
  lists: readonly (readonly PluginResult[])[],
  limit: number,
): PluginResult[] {
  const seen = new Set<number>();
  const merged: PluginResult[] = [];
  for (const list of lists) {
    for (const result of list) {
      const id = result?.document?.i;
      if (id === undefined || seen.has(id)) continue;
      seen.add(id);
      merged.push(result);
      if (merged.length >= limit) return merged;
    }
  }
  return merged;
}

// ---------------------------------------------------------------------------
// Hits from search documents (remote search, SPEC §3)

/**
 * Matches one search document against the query tokens (every token must
 * occur): a title hit, header hits for matching headings, and one content hit
 * per matching section (sections start at each heading's `charIndex`) unless
 * its heading already matched. A document the server returned but no field
 * matches literally (fuzzy match) still gives a title hit without ranges.
 * @param link `domain + routePath`, already validated by the caller
 */
export function matchDocument(
  doc: SearchDocument,
  query: string,
  tokens: readonly string[],
  link: string,
): SearchHit[] {
  const needles = tokens.map(foldCase).filter(Boolean);
  const matches = (text: string): boolean =>
    needles.length > 0 &&
    needles.every((needle) => foldCase(text).includes(needle));
  const hits: SearchHit[] = [];
  const base = {query, group: link, title: doc.title};
  if (matches(doc.title)) {
    hits.push({
      ...base,
      id: `${doc.id}`,
      type: 'title',
      header: doc.title,
      link,
      highlights: findRanges(doc.title, needles),
    });
  }
  const matchedHeadings = new Set<number>();
  doc.toc.forEach((heading, index) => {
    if (!matches(heading.text)) return;
    matchedHeadings.add(index);
    hits.push({
      ...base,
      id: `${doc.id}#${heading.id}`,
      type: 'header',
      header: heading.text,
      link: `${link}#${heading.id}`,
      highlights: findRanges(heading.text, needles),
    });
  });
  const bounds = [
    0,
    ...doc.toc.map((heading) => heading.charIndex),
    doc.content.length,
  ];
  for (let section = 0; section < bounds.length - 1; section += 1) {
    const headingIndex = section - 1;
    if (matchedHeadings.has(headingIndex)) continue;
    const text = doc.content.slice(
      Math.max(0, bounds[section]),
      Math.max(0, bounds[section + 1]),
    );
    if (!matches(text)) continue;
    const heading = doc.toc[headingIndex];
    const snippet = cutSnippet(text, findRanges(text, needles));
    hits.push({
      ...base,
      id: `${doc.id}@${section}`,
      type: 'content',
      header: heading?.text ?? doc.title,
      link: heading ? `${link}#${heading.id}` : link,
      statement: snippet.text,
      highlights: snippet.highlights,
    });
  }
  if (hits.length === 0) {
    hits.push({
      ...base,
      id: `${doc.id}`,
      type: 'title',
      header: doc.title,
      link,
      highlights: [],
    });
  }
  return hits;
}

// ---------------------------------------------------------------------------
// Grouping

export type GroupOptions = {
  readonly perGroup?: number;
  readonly limit?: number;
};

const positiveInt = (value: number | undefined, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 1
    ? Math.floor(value)
    : fallback;

/**
 * Groups hits by page in order of first appearance, keeping at most
 * `perGroup` hits per page (SPEC §9: 7) and `limit` overall (100). A hit
 * repeating a link and type already in its group is dropped.
 */
export function groupHits(
  hits: readonly SearchHit[],
  {perGroup, limit}: GroupOptions = {},
): HitGroup[] {
  const maxPerGroup = positiveInt(perGroup, SEARCH_DEFAULTS.perGroup);
  const maxTotal = positiveInt(limit, SEARCH_DEFAULTS.limit);
  const groups = new Map<
    string,
    {
      key: string;
      label: string;
      breadcrumb: readonly string[];
      hits: SearchHit[];
    }
  >();
  let total = 0;
  for (const hit of hits) {
    if (total >= maxTotal) break;
    let group = groups.get(hit.group);
    if (!group) {
      group = {
        key: hit.group,
        label: hit.title || hit.header,
        breadcrumb: hit.breadcrumb ?? [],
        hits: [],
      };
      groups.set(hit.group, group);
    }
    if (group.hits.length >= maxPerGroup) continue;
    if (
      group.hits.some(
        (other) => other.link === hit.link && other.type === hit.type,
      )
    )
      continue;
    if (!group.label) group.label = hit.title || hit.header;
    group.hits.push(hit);
    total += 1;
  }
  return [...groups.values()].filter((group) => group.hits.length > 0);
}

/** The hits of a tab in display order (the order the highlighted index counts in). */
export function flattenTab(tab: ResultTab | undefined): SearchHit[] {
  return tab ? tab.groups.flatMap((group) => group.hits) : [];
}

/** Number of hits over all tabs. */
export function countHits(tabs: readonly ResultTab[]): number {
  return tabs.reduce((sum, tab) => sum + flattenTab(tab).length, 0);
}

// ---------------------------------------------------------------------------
// Keyboard and modal state (SPEC §2 Search modal, §4 Modal open/closed)

/** Moves the highlighted hit by `delta` with wraparound; 0 when there is no hit. */
export function moveHighlight(
  current: number,
  delta: number,
  count: number,
): number {
  if (count <= 0) return 0;
  const from =
    Number.isInteger(current) && current >= 0 && current < count ? current : 0;
  return (((from + delta) % count) + count) % count;
}

export {
  keyAction,
  isMacPlatform,
  type KeyAction,
  type KeyLike,
} from './searchKeys';

/** How a hit opens (SPEC §2): in this window for the current docs, else in a new window. */
export type Navigation =
  | {readonly mode: 'push'; readonly path: string}
  | {readonly mode: 'assign'; readonly url: string}
  | {readonly mode: 'new-window'; readonly url: string};

/**
 * Current-docs hits open in the same window (client-side for site paths),
 * every other hit in a new window.
 */
export function navigationFor(link: string, kind: ResultTabKind): Navigation {
  if (kind !== 'current') return {mode: 'new-window', url: link};
  return link.startsWith('/') && !link.startsWith('//')
    ? {mode: 'push', path: link}
    : {mode: 'assign', url: link};
}

/** Accepts site paths and http(s) URLs only (no `javascript:` or `data:` links). */
export function isSafeLink(link: string): boolean {
  if (link.startsWith('/')) return !link.startsWith('//');
  return /^https?:\/\/[^\s/]+/i.test(link);
}

/** State of the modal. */
export type ModalState = {
  readonly open: boolean;
  /** The input's text. */
  readonly query: string;
  /** Results of `resultQuery`. */
  readonly tabs: readonly ResultTab[];
  /** The query `tabs` answer; '' when there are none. */
  readonly resultQuery: string;
  readonly activeTab: number;
  /** Index of the highlighted hit in `flattenTab(tabs[activeTab])`. */
  readonly highlighted: number;
};

export const INITIAL_MODAL_STATE: ModalState = {
  open: false,
  query: '',
  tabs: [],
  resultQuery: '',
  activeTab: 0,
  highlighted: 0,
};

export type ModalAction =
  | {readonly type: 'open'}
  | {readonly type: 'close'}
  | {readonly type: 'toggle'}
  | {readonly type: 'input'; readonly query: string}
  | {
      readonly type: 'results';
      readonly query: string;
      readonly tabs: readonly ResultTab[];
    }
  | {readonly type: 'move'; readonly delta: number}
  | {readonly type: 'hover'; readonly index: number}
  | {readonly type: 'selectTab'; readonly index: number};

/**
 * Modal state transitions. Closing resets everything (query, results, result
 * tab, highlighted hit); results for a query other than the input's are stale
 * and ignored; new results start on the first tab and the first hit.
 */
export function modalReducer(
  state: ModalState,
  action: ModalAction,
): ModalState {
  switch (action.type) {
    case 'open':
      return state.open ? state : {...INITIAL_MODAL_STATE, open: true};
    case 'close':
      return INITIAL_MODAL_STATE;
    case 'toggle':
      return state.open
        ? INITIAL_MODAL_STATE
        : {...INITIAL_MODAL_STATE, open: true};
    case 'input':
      return action.query.trim() === ''
        ? {
            ...state,
            query: action.query,
            tabs: [],
            resultQuery: '',
            activeTab: 0,
            highlighted: 0,
          }
        : {...state, query: action.query};
    case 'results':
      if (!state.open || action.query !== state.query) return state;
      return {
        ...state,
        tabs: action.tabs,
        resultQuery: action.query,
        activeTab: 0,
        highlighted: 0,
      };
    case 'move':
      return {
        ...state,
        highlighted: moveHighlight(
          state.highlighted,
          action.delta,
          flattenTab(state.tabs[state.activeTab]).length,
        ),
      };
    case 'hover': {
      const count = flattenTab(state.tabs[state.activeTab]).length;
      return action.index >= 0 && action.index < count
        ? {...state, highlighted: action.index}
        : state;
    }
    case 'selectTab':
      return action.index >= 0 && action.index < state.tabs.length
        ? {...state, activeTab: action.index, highlighted: 0}
        : state;
    default:
      return state;
  }
}

/** The highlighted hit and the kind of its tab, if any. */
export function highlightedHit(
  state: ModalState,
): {hit: SearchHit; kind: ResultTabKind} | undefined {
  const tab = state.tabs[state.activeTab];
  const hit = flattenTab(tab)[state.highlighted];
  return tab && hit ? {hit, kind: tab.kind} : undefined;
}

/** What the result area shows. */
export type ResultView = 'idle' | 'loading' | 'results' | 'empty' | 'pending';

/**
 * `idle` for an empty query; `loading` while the index (or a remote answer)
 * loads and no results are shown yet; `empty` when the input's query got no
 * hit (SPEC §8); `results` when there are hits; `pending` while debouncing.
 */
export function resultView(state: ModalState, loading: boolean): ResultView {
  if (state.query.trim() === '') return 'idle';
  const current = state.resultQuery === state.query;
  if (state.tabs.length > 0 && countHits(state.tabs) > 0) return 'results';
  if (loading) return 'loading';
  if (current) return 'empty';
  return 'pending';
}

// ---------------------------------------------------------------------------
// Index location and timing

/**
 * Base URL of the search index for the docs version being read (the index is
 * `search-index.json` under it): the locale's base URL for the latest
 * version, the version's path otherwise (SPEC §7: per language and version).
 */
export function versionUrlOf(
  baseUrl: string,
  version: {readonly isLast: boolean; readonly path: string} | undefined,
): string {
  if (!version || version.isLast) return baseUrl;
  return version.path.endsWith('/') ? version.path : `${version.path}/`;
}

/** A debounced function with `cancel`. */
export type Debounced<A extends unknown[]> = ((...args: A) => void) & {
  cancel: () => void;
};

/** Calls `fn` with the last arguments once `ms` passed without a new call (SPEC §7: 150 ms). */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number = SEARCH_DEFAULTS.debounceMs,
): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = ((...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  }) as Debounced<A>;
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
