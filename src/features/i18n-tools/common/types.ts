/**
 * Data the build hands to the browser for the translation notice and the
 * translation status page. Every text is already in the page's language and
 * every date already formatted, so the components only lay them out (and the
 * server and browser renders cannot differ).
 */

/** The translation states of a doc, as `npm run i18n:status` names them. */
export type TranslationState = 'up-to-date' | 'stale' | 'missing';

/** A date as shown, with its machine-readable form for `<time dateTime>`. */
export type ShownDate = {
  /** ISO 8601, e.g. `2026-03-14T10:00:00.000Z`. */
  readonly iso: string;
  /** Formatted like Docusaurus's 'Last updated' date, e.g. `2026年3月14日`. */
  readonly text: string;
};

/** A sentence with one placeholder, split around it. */
export type SplitText = {readonly before: string; readonly after: string};

/**
 * The notice of one doc page whose translation is stale or missing, added to
 * that doc's metadata at build time (`metadata.translationNotice`).
 */
export type TranslationNotice = {
  readonly status: 'stale' | 'missing';
  readonly title: string;
  /** The sentence around the English page's last-updated date. */
  readonly text: SplitText;
  /** The English page's last-updated date. */
  readonly date: ShownDate;
  readonly englishUrl: string;
  readonly englishLabel: string;
  /** The translation's edit URL on GitHub (the doc's "Edit this page" link); absent without `editUrl`. */
  readonly editUrl?: string;
  readonly editLabel: string;
};

/** Where the build puts the notice in a doc's metadata. */
export const NOTICE_KEY = 'translationNotice';

/** Attribute marking the rendered notice (the build checks the HTML of every page that should show one). */
export const NOTICE_MARKER = 'data-rslib-translation-notice';

/** The docs plugin's name for the version of `docs/` (the newest Rslib major). */
export const CURRENT_VERSION = 'current';

/** One row of a pages table of the status page. */
export type StatusDocRow = {
  /** Doc file relative to its version's docs folder: `guide/basic/cli.mdx`. */
  readonly file: string;
  /** The doc's page in the status page's locale; absent when the docs plugin did not load it (unlisted, draft). */
  readonly href?: string;
  readonly status: TranslationState;
  readonly englishUpdated?: ShownDate;
  readonly translationUpdated?: ShownDate;
};

/** One row of the status page's label files table. */
export type StatusLabelRow = {
  readonly file: string;
  readonly total: number;
  readonly untranslated: readonly string[];
};

/** Where a term-list variant to avoid was found: a row of the status page's term table and of `npm run i18n:status`. */
export type StatusTermRow = {
  readonly file: string;
  /** 1-based line number. */
  readonly line: number;
  /** The text that matched the avoided pattern. */
  readonly found: string;
  /** The term to use instead. */
  readonly use: string;
};

/** The docs of one version on the status page: a heading and its own table. */
export type StatusVersionSection = {
  /** The docs plugin's version name (`current`, `0.x`): the section's key and anchor. */
  readonly name: string;
  /** e.g. `1.x (current)`, `0.x`, in the page's language. */
  readonly heading: string;
  /** The table caption: how many of the version's docs are up to date, stale, missing. */
  readonly summary: string;
  readonly docs: readonly StatusDocRow[];
};

/** Route props of the translation status page (`/translation-status`, `/zh/translation-status`). */
export type StatusPageData = {
  /** Texts of the page, by label id (see `data/labels.ts`), in the page's language. */
  readonly labels: Readonly<Record<string, string>>;
  readonly builtAt: ShownDate;
  /** One section per docs version, current first. */
  readonly versions: readonly StatusVersionSection[];
  readonly labelFiles: readonly StatusLabelRow[];
  readonly terms: readonly StatusTermRow[];
};

/** Path of the status page under each locale's base URL. */
export const STATUS_PAGE_PATH = 'translation-status';
