/**
 * Shapes shared by the search modules: hits, groups, result tabs, the search
 * documents remote search answers with, and the documents and matches of the
 * local index. Also the modal's limits.
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
 * What a document of the local index is: a page title, a heading, the
 * page's description or keywords, or the text of a section.
 */
export type IndexDocumentType =
  'title' | 'heading' | 'description' | 'keywords' | 'content';

/** A document of the local index (read from the index through `indexClient.ts`). */
export type IndexDocument = {
  readonly id: number;
  readonly type: IndexDocumentType;
  /** The indexed text: title, heading, description, keywords or section text. */
  readonly text: string;
  /** Page URL, without hash. */
  readonly url: string;
  /** `#anchor` of a heading or section; '' for the page itself. */
  readonly hash: string;
  /** Id of the page's title document (not on title documents). */
  readonly pageId?: number;
  /** Title of the section (or page) a description, keywords or text belongs to. */
  readonly section?: string;
  /** Sidebar path of a page (title documents). */
  readonly breadcrumb?: readonly string[];
};

/** A match of the local index, best first. */
export type IndexResult = {
  readonly document: IndexDocument;
  /** The page's title document, for documents that are not a title. */
  readonly page?: IndexDocument;
  /** Where the query matched in `document.text`. */
  readonly positions: readonly HighlightRange[];
  /** The index terms that matched (stemmed English words, Chinese words). */
  readonly matchedTerms: readonly string[];
  /** The query words the index searched for. */
  readonly queryTerms: readonly string[];
};
