/**
 * English texts of the translation notice and the translation status page,
 * with their ids and a description for translators.
 *
 * They are a plugin translation file rather than `translate()` calls: the site
 * build resolves them for the page's locale and ships them only with the pages
 * that show them (a stale or missing Chinese page, the status page).
 * `i18n/<locale>/code.json` is loaded by every page, so ids there would cost
 * every reader bytes for a notice most pages never show.
 * `npm run write-translations -- --locale zh` lists them in
 * `i18n/zh/rslib-i18n-tools/labels.json`, where translators translate them.
 */
export const LABELS = {
  'translation.notice.staleTitle': {
    message: 'This translation is out of date',
    description:
      'Heading of the notice at the top of a Chinese doc page whose English page changed after it was translated',
  },
  'translation.notice.staleText': {
    message:
      'The English page was updated on {date}, after this translation was made.',
    description:
      'Text of the notice on a stale Chinese doc page; {date} is the English page’s last-updated date',
  },
  'translation.notice.missingTitle': {
    message: 'This page is not translated yet',
    description:
      'Heading of the notice at the top of a doc page shown in English on the Chinese site (no translation exists)',
  },
  'translation.notice.missingText': {
    message:
      'You are reading the English page (last updated on {date}) until a translation exists.',
    description:
      'Text of the notice on an untranslated doc page of the Chinese site; {date} is the English page’s last-updated date',
  },
  'translation.notice.englishLink': {
    message: 'Read the English page',
    description: 'Link from the translation notice to the English page',
  },
  'translation.notice.editStale': {
    message: 'Update the translation',
    description:
      'Link from the notice of a stale Chinese doc page to the translation’s source file on GitHub',
  },
  'translation.notice.editMissing': {
    message: 'Translate this page',
    description:
      'Link from the notice of an untranslated doc page to the place of its translation’s source file on GitHub',
  },
  'translation.statusPage.title': {
    message: 'Translation status',
    description: 'Title of the translation status page (/translation-status)',
  },
  'translation.statusPage.intro': {
    message:
      'How far the Chinese site is translated: every doc and label file compared with its English source when the site was built on {date}. `npm run i18n:status` prints the same report.',
    description:
      'First paragraph of the translation status page; {date} is the build date; keep the command in backticks',
  },
  'translation.statusPage.docsHeading': {
    message: 'Pages',
    description:
      'Heading of the translation status page’s table of doc pages and their translation status',
  },
  'translation.statusPage.currentVersion': {
    message: '{version} (current)',
    description:
      'Heading of the translation status page’s section for the current docs version (also in `npm run i18n:status`); {version} is its label, e.g. 1.x. Older versions are headed by their label alone (0.x)',
  },
  'translation.statusPage.docsSummary': {
    message:
      '{total} pages: {upToDate} up to date, {stale} stale, {missing} missing.',
    description:
      'Caption of the pages table of one docs version on the translation status page, with the number of its pages in each status',
  },
  'translation.statusPage.page': {
    message: 'Page',
    description:
      'Column header of the pages table on the translation status page: the doc file',
  },
  'translation.statusPage.status': {
    message: 'Status',
    description:
      'Column header of the pages table on the translation status page: up to date, stale or missing',
  },
  'translation.statusPage.englishUpdated': {
    message: 'English updated',
    description:
      'Column header of the pages table on the translation status page: last-updated date of the English page',
  },
  'translation.statusPage.translationUpdated': {
    message: 'Chinese updated',
    description:
      'Column header of the pages table on the translation status page: last-updated date of the Chinese translation',
  },
  'translation.statusPage.upToDate': {
    message: 'Up to date',
    description:
      'Translation status of a page whose translation matches its English page (translation status page)',
  },
  'translation.statusPage.stale': {
    message: 'Stale',
    description:
      'Translation status of a page whose English page changed after it was translated (translation status page)',
  },
  'translation.statusPage.missing': {
    message: 'Missing',
    description:
      'Translation status of a page that has no translation (translation status page)',
  },
  'translation.statusPage.none': {
    message: 'none',
    description:
      'Shown in a table cell of the translation status page when there is nothing to list (no date, no untranslated id)',
  },
  'translation.statusPage.labelsHeading': {
    message: 'UI labels',
    description:
      'Heading of the translation status page’s table of label files (code.json, navbar.json…)',
  },
  'translation.statusPage.labelsSummary': {
    message:
      'Ids that `write-translations --locale zh` lists but that are missing, empty or still in English.',
    description:
      'Caption of the label files table on the translation status page; keep the command in backticks',
  },
  'translation.statusPage.labelFile': {
    message: 'Label file',
    description:
      'Column header of the label files table on the translation status page',
  },
  'translation.statusPage.translated': {
    message: 'Translated',
    description:
      'Column header of the label files table on the translation status page: translated ids out of all ids',
  },
  'translation.statusPage.untranslated': {
    message: 'Untranslated ids',
    description:
      'Column header of the label files table on the translation status page: the ids still needing a translator',
  },
  'translation.statusPage.termsHeading': {
    message: 'Term list',
    description:
      'Heading of the translation status page’s list of places that use a term variant to avoid',
  },
  'translation.statusPage.termsSummary': {
    message: '{count} uses of a variant the term list says to avoid.',
    description:
      'Caption of the term table on the translation status page, with the number of places found',
  },
  'translation.statusPage.where': {
    message: 'Where',
    description:
      'Column header of the term table on the translation status page: file and line',
  },
  'translation.statusPage.found': {
    message: 'Found',
    description:
      'Column header of the term table on the translation status page: the avoided variant found',
  },
  'translation.statusPage.use': {
    message: 'Use instead',
    description:
      'Column header of the term table on the translation status page: the term to use',
  },
} as const satisfies Record<string, {message: string; description: string}>;

/** A label id of this feature. */
export type LabelId = keyof typeof LABELS;

/** Resolved texts, by id, in the locale of the page being built. */
export type Labels = Record<LabelId, string>;
