/**
 * Shapes shared by the search modules: hits, groups, result tabs, the search
 * documents remote search answers with, and the documents and results of the
 * `@easyops-cn/docusaurus-search-local` index. Also the modal's limits.
 *
 * Offsets and lengths are UTF-16 code units (what `String.prototype.slice`
 * takes) unless a name says "width".
 */

/** Limits of the search modal. */
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

/** Where the query matched: the page title, a heading, or the body text. */
export type SearchHitType = 'title' | 'header' | 'content';

/** One result line of the modal. */
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

/** A page as a remote search server returns it. */
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
