/**
 * The translation status report as tables, for translators and reviewers:
 * a section per docs version (current first), each with every doc of that
 * version (those needing work first), its status and both last-updated dates, each label file's coverage with its untranslated ids, and the term
 * list hits; a status needing work is in bold (Infima's coloured badges fail
 * the contrast check). Every text comes from the build in the page's language
 * (`StatusPageData`). Infima classes only: no stylesheet for a page readers
 * rarely open (the site ships one CSS file to every page).
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {
  ShownDate,
  StatusPageData,
  StatusVersionSection,
  TranslationState,
} from '../../common/types';

const STATE_ORDER: Record<TranslationState, number> = {
  missing: 0,
  stale: 1,
  'up-to-date': 2,
};

const STATE_LABEL: Record<TranslationState, string> = {
  missing: 'translation.statusPage.missing',
  stale: 'translation.statusPage.stale',
  'up-to-date': 'translation.statusPage.upToDate',
};

/** Text with `code` spans in backticks, as the labels write commands. */
function WithCode({text}: {readonly text: string}): ReactNode {
  return text
    .split('`')
    .map((part, index) =>
      index % 2 === 1 ? <code key={index}>{part}</code> : part,
    );
}

function DateCell({
  date,
  none,
}: {
  readonly date?: ShownDate;
  readonly none: string;
}): ReactNode {
  return <td>{date ? <time dateTime={date.iso}>{date.text}</time> : none}</td>;
}

/**
 * One version's docs: its heading and a table of its docs, those needing work
 * first, under a caption counting them.
 * @param t the page's texts by label id
 */
function VersionDocs({
  section,
  t,
}: {
  readonly section: StatusVersionSection;
  readonly t: (id: string) => string;
}): ReactNode {
  const none = t('translation.statusPage.none');
  const docs = [...section.docs].sort(
    (a, b) =>
      STATE_ORDER[a.status] - STATE_ORDER[b.status] ||
      a.file.localeCompare(b.file),
  );
  const headingId = `pages-${section.name}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{section.heading}</h3>
      <table>
        <caption>{section.summary}</caption>
        <thead>
          <tr>
            <th scope="col">{t('translation.statusPage.page')}</th>
            <th scope="col">{t('translation.statusPage.status')}</th>
            <th scope="col">{t('translation.statusPage.englishUpdated')}</th>
            <th scope="col">
              {t('translation.statusPage.translationUpdated')}
            </th>
          </tr>
        </thead>
        <tbody>
          {docs.map((doc) => (
            <tr key={doc.file} data-status={doc.status}>
              <th scope="row" className="text--left">
                {doc.href ? (
                  <Link to={doc.href}>
                    <code>{doc.file}</code>
                  </Link>
                ) : (
                  <code>{doc.file}</code>
                )}
              </th>
              <td>
                {doc.status === 'up-to-date' ? (
                  t(STATE_LABEL[doc.status])
                ) : (
                  <strong>{t(STATE_LABEL[doc.status])}</strong>
                )}
              </td>
              <DateCell date={doc.englishUpdated} none={none} />
              <DateCell date={doc.translationUpdated} none={none} />
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The report's tables (pages of each docs version, label files, term list hits) under the page title.
 * @param data route props written by the build (`StatusPageData`)
 */
export default function StatusReport({
  data,
}: {
  readonly data: StatusPageData;
}): ReactNode {
  const t = (id: string): string => data.labels[id] ?? id;
  const none = t('translation.statusPage.none');
  return (
    <>
      <h1>{t('translation.statusPage.title')}</h1>
      <p>
        <WithCode text={t('translation.statusPage.intro')} />
      </p>

      <h2 id="pages">{t('translation.statusPage.docsHeading')}</h2>
      {data.versions.map((section) => (
        <VersionDocs key={section.name} section={section} t={t} />
      ))}

      <h2 id="labels">{t('translation.statusPage.labelsHeading')}</h2>
      <table>
        <caption>
          <WithCode text={t('translation.statusPage.labelsSummary')} />
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('translation.statusPage.labelFile')}</th>
            <th scope="col">{t('translation.statusPage.translated')}</th>
            <th scope="col">{t('translation.statusPage.untranslated')}</th>
          </tr>
        </thead>
        <tbody>
          {data.labelFiles.map((file) => (
            <tr key={file.file}>
              <th scope="row" className="text--left">
                <code>{file.file}</code>
              </th>
              <td>
                {file.total - file.untranslated.length} / {file.total}
              </td>
              <td>
                {file.untranslated.length === 0 ? (
                  none
                ) : (
                  <ul className="margin-bottom--none">
                    {file.untranslated.map((id) => (
                      <li key={id}>
                        <code>{id}</code>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2 id="terms">{t('translation.statusPage.termsHeading')}</h2>
      {data.terms.length === 0 ? (
        <p>{t('translation.statusPage.termsSummary')}</p>
      ) : (
        <table>
          <caption>{t('translation.statusPage.termsSummary')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('translation.statusPage.where')}</th>
              <th scope="col">{t('translation.statusPage.found')}</th>
              <th scope="col">{t('translation.statusPage.use')}</th>
            </tr>
          </thead>
          <tbody>
            {data.terms.map((hit) => (
              <tr key={`${hit.file}:${hit.line}:${hit.found}`}>
                <th scope="row" className="text--left">
                  <code>{`${hit.file}:${hit.line}`}</code>
                </th>
                <td>{hit.found}</td>
                <td>{hit.use}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
