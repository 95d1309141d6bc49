/**
 * From the translation status report to what readers see: the notice of a
 * stale or missing Chinese doc page and the data of the translation status
 * page, with every text in the page's language and every date formatted.
 * Pure functions; the plugin (`../index.ts`) gathers their inputs.
 */
import {
  CURRENT_VERSION,
  type ShownDate,
  type SplitText,
  type StatusDocRow,
  type StatusPageData,
  type TranslationNotice,
} from '../common/types';
import type {DocStatus} from './translationStatus';
import type {TranslationReport, VersionInfo} from './statusReport';
import {LABELS, type LabelId, type Labels} from '../data/labels';

/**
 * The labels in the page's language: the translated message where the
 * translation file has a non-empty one, else the English default.
 *
 * @param translated messages of `i18n/<locale>/rslib-i18n-tools/labels.json` (may be partial)
 */
export function resolveLabels(
  translated: Readonly<Record<string, {message: string}>> = {},
): Labels {
  return Object.fromEntries(
    (Object.keys(LABELS) as LabelId[]).map((id) => [
      id,
      translated[id]?.message.trim()
        ? translated[id].message
        : LABELS[id].message,
    ]),
  ) as Labels;
}

/** Replaces `{name}` placeholders with `values` (unknown ones are kept). */
export function fillPlaceholders(
  message: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * Splits a message around its `{placeholder}`; without one, the value goes at
 * the end (a translation that dropped the placeholder still shows the value).
 */
export function splitAround(message: string, placeholder: string): SplitText {
  const token = `{${placeholder}}`;
  const at = message.indexOf(token);
  return at < 0
    ? {before: `${message} `, after: ''}
    : {before: message.slice(0, at), after: message.slice(at + token.length)};
}

/**
 * A date formatted the way Docusaurus's 'Last updated' line formats it (day,
 * short month and year in UTC, the locale's calendar), so the notice and the
 * page footer show the same text for the same day.
 *
 * @param timestamp milliseconds since the epoch
 * @param locale e.g. `zh`, `en`
 */
export function showDate(
  timestamp: number,
  locale: string,
  calendar?: string,
): ShownDate {
  const date = new Date(timestamp);
  return {
    iso: date.toISOString(),
    text: new Intl.DateTimeFormat(locale, {
      calendar,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(date),
  };
}

/**
 * The notice of a doc page whose translation is stale or missing; `undefined`
 * for an up-to-date one.
 *
 * @param englishUrl the English page's URL (path of the default locale)
 * @param editUrl the translation's edit URL, when the docs have one
 */
export function noticeFor(
  status: DocStatus,
  labels: Labels,
  englishUpdated: ShownDate,
  englishUrl: string,
  editUrl: string | undefined,
): TranslationNotice | undefined {
  if (status === 'up-to-date') return undefined;
  const stale = status === 'stale';
  return {
    status,
    title:
      labels[
        stale
          ? 'translation.notice.staleTitle'
          : 'translation.notice.missingTitle'
      ],
    text: splitAround(
      labels[
        stale
          ? 'translation.notice.staleText'
          : 'translation.notice.missingText'
      ],
      'date',
    ),
    date: englishUpdated,
    englishUrl,
    englishLabel: labels['translation.notice.englishLink'],
    ...(editUrl ? {editUrl} : {}),
    editLabel:
      labels[
        stale
          ? 'translation.notice.editStale'
          : 'translation.notice.editMissing'
      ],
  };
}

/**
 * Key of one doc of one version in the maps below: the same file name exists
 * in every version (`guide/basic/cli.mdx` in current and in 0.x).
 *
 * @param version docs version name: `current`, `0.x`
 * @param file relative to that version's docs folder, POSIX style
 */
export function docKey(version: string, file: string): string {
  return `${version}:${file}`;
}

/**
 * The heading of a version's section (status page, `npm run i18n:status`):
 * the current version is marked as such (`1.x (current)`), the others show
 * their label (`0.x`).
 */
export function versionHeading(version: VersionInfo, labels: Labels): string {
  return version.name === CURRENT_VERSION
    ? fillPlaceholders(labels['translation.statusPage.currentVersion'], {
        version: version.label,
      })
    : version.label;
}

/**
 * The URL of the English page of a translated doc page: the same path under the
 * default locale's base URL (`/zh/0.x/guide/basic/cli` → `/0.x/guide/basic/cli`),
 * so a page of an older version links to that version's English page.
 *
 * @param permalink the translated page's permalink, starting with `baseUrl`
 * @param baseUrl the translated locale's base URL, e.g. `/zh/`
 * @param defaultBaseUrl the default locale's base URL, e.g. `/`
 */
export function englishPageUrl(
  permalink: string,
  baseUrl: string,
  defaultBaseUrl: string,
): string {
  return `${defaultBaseUrl}${permalink.slice(baseUrl.length)}`;
}

/** What the docs plugin loaded for one translated doc page. */
export type LoadedDocPage = {
  /** `@site/…` path of the file shown (the translation, or the English file it falls back to). */
  readonly source: string;
  /** e.g. `/zh/0.x/guide/basic/cli`. */
  readonly permalink: string;
  readonly editUrl?: string | null;
};

/**
 * The notices of the translated locale's doc pages, for every version.
 *
 * @param pages the loaded doc pages by `docKey` (a row without one, such as a
 *   draft, gets no notice)
 * @param facts the docs' dates by `docKey` (a row without an English date gets no notice)
 * @param urls base URLs of the translated and the default locale (`/zh/`, `/`)
 * @returns notices by the doc's `source` (what `noticeLoader.cjs` looks up) and
 *   the permalinks that must show one
 */
export function translationNotices(
  report: Pick<TranslationReport, 'docs'>,
  pages: ReadonlyMap<string, LoadedDocPage>,
  facts: ReadonlyMap<string, DocFacts>,
  labels: Labels,
  urls: {readonly baseUrl: string; readonly defaultBaseUrl: string},
): {notices: Record<string, TranslationNotice>; routes: string[]} {
  const notices: Record<string, TranslationNotice> = {};
  const routes: string[] = [];
  for (const row of report.docs) {
    const key = docKey(row.version, row.file);
    const page = pages.get(key);
    const englishUpdated = facts.get(key)?.englishUpdated;
    if (!page || !englishUpdated) continue;
    const notice = noticeFor(
      row.status,
      labels,
      englishUpdated,
      englishPageUrl(page.permalink, urls.baseUrl, urls.defaultBaseUrl),
      page.editUrl ?? undefined,
    );
    if (notice) {
      notices[page.source] = notice;
      routes.push(page.permalink);
    }
  }
  return {notices, routes};
}

/** Last-updated dates and page link of one doc (keyed by `docKey`). */
export type DocFacts = {
  readonly href?: string;
  readonly englishUpdated?: ShownDate;
  readonly translationUpdated?: ShownDate;
};

/**
 * Route props of the status page: the report with the labels it needs, every
 * placeholder filled, one section of docs per version (current first).
 *
 * @param facts what the build knows of each doc beyond its status (links,
 *   dates), by `docKey`
 * @param builtAt when the report was computed
 */
export function statusPageData(
  report: TranslationReport,
  labels: Labels,
  facts: ReadonlyMap<string, DocFacts>,
  builtAt: ShownDate,
): StatusPageData {
  const versions = report.versions.map((version) => {
    const rows = report.docs.filter((doc) => doc.version === version.name);
    const count = (status: DocStatus) =>
      rows.filter((doc) => doc.status === status).length;
    const docs: StatusDocRow[] = rows.map((doc) => ({
      file: doc.file,
      status: doc.status,
      ...facts.get(docKey(doc.version, doc.file)),
    }));
    return {
      name: version.name,
      heading: versionHeading(version, labels),
      summary: fillPlaceholders(labels['translation.statusPage.docsSummary'], {
        total: rows.length,
        upToDate: count('up-to-date'),
        stale: count('stale'),
        missing: count('missing'),
      }),
      docs,
    };
  });
  const texts: Record<string, string> = {...labels};
  texts['translation.statusPage.intro'] = fillPlaceholders(
    labels['translation.statusPage.intro'],
    {date: builtAt.text},
  );
  texts['translation.statusPage.termsSummary'] = fillPlaceholders(
    labels['translation.statusPage.termsSummary'],
    {count: report.terms.length},
  );
  // The notice texts are not shown on the status page, and the per-version
  // templates are filled into each section.
  for (const id of Object.keys(texts)) {
    if (id.startsWith('translation.notice.')) delete texts[id];
  }
  delete texts['translation.statusPage.docsSummary'];
  delete texts['translation.statusPage.currentVersion'];
  return {
    labels: texts,
    builtAt,
    versions,
    labelFiles: report.labels.map(({file, total, untranslated}) => ({
      file,
      total,
      untranslated,
    })),
    terms: report.terms.map(({file, line, found, use}) => ({
      file,
      line,
      found,
      use,
    })),
  };
}
