/**
 * From the translation status report to what readers see: the notice of a
 * stale or missing Chinese doc page and the data of the translation status
 * page, with every text in the page's language and every date formatted.
 * Pure functions; the plugin (`../index.ts`) gathers their inputs.
 */
import type {
  ShownDate,
  SplitText,
  StatusDocRow,
  StatusPageData,
  TranslationNotice,
} from '../common/types';
import type {DocStatus} from './translationStatus';
import type {TranslationReport} from './statusReport';
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

/** Last-updated dates and page links of one doc, by its file (relative to the docs folder). */
export type DocFacts = {
  readonly href?: string;
  readonly englishUpdated?: ShownDate;
  readonly translationUpdated?: ShownDate;
};

/**
 * Route props of the status page: the report with the labels it needs, every
 * placeholder filled.
 *
 * @param facts what the build knows of each doc beyond its status (links, dates)
 * @param builtAt when the report was computed
 */
export function statusPageData(
  report: TranslationReport,
  labels: Labels,
  facts: ReadonlyMap<string, DocFacts>,
  builtAt: ShownDate,
): StatusPageData {
  const count = (status: DocStatus) =>
    report.docs.filter((doc) => doc.status === status).length;
  const docs: StatusDocRow[] = report.docs.map((doc) => ({
    file: doc.file,
    status: doc.status,
    ...facts.get(doc.file),
  }));
  const texts: Record<string, string> = {...labels};
  texts['translation.statusPage.intro'] = fillPlaceholders(
    labels['translation.statusPage.intro'],
    {date: builtAt.text},
  );
  texts['translation.statusPage.docsSummary'] = fillPlaceholders(
    labels['translation.statusPage.docsSummary'],
    {
      total: report.docs.length,
      upToDate: count('up-to-date'),
      stale: count('stale'),
      missing: count('missing'),
    },
  );
  texts['translation.statusPage.termsSummary'] = fillPlaceholders(
    labels['translation.statusPage.termsSummary'],
    {count: report.terms.length},
  );
  // The notice texts are not shown on the status page.
  for (const id of Object.keys(texts)) {
    if (id.startsWith('translation.notice.')) delete texts[id];
  }
  return {
    labels: texts,
    builtAt,
    docs,
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
