/**
 * The "tell us" link of a search that found nothing: a new GitHub issue on
 * the documentation repository, prefilled with the query, the language and
 * the page, opened only when the reader clicks (nothing is sent before).
 * That is how reader words reach the synonym list (contributing/maintaining.md, "Search"). The
 * issue text stays English whatever the site language: it is read by the
 * maintainers, and its field names keep reports easy to scan. Pure.
 */

/** Title of the issue for `query`. */
export function searchReportTitle(query: string): string {
  return `Search found nothing for "${query.trim()}"`;
}

/**
 * The new-issue URL: `<repoUrl>/issues/new?title=…&body=…`, every value
 * percent-encoded.
 * @param repoUrl the repository, e.g. `https://github.com/web-infra-dev/rslib`
 * @param query what the reader typed
 * @param locale the site language (`en`, `zh`)
 * @param pageUrl the page the search was made on (absolute URL)
 */
export function searchReportUrl({
  repoUrl,
  query,
  locale,
  pageUrl,
}: {
  readonly repoUrl: string;
  readonly query: string;
  readonly locale: string;
  readonly pageUrl: string;
}): string {
  const body = [
    'The documentation search found nothing for this query.',
    '',
    `Query: ${query.trim()}`,
    `Locale: ${locale}`,
    `Page: ${pageUrl}`,
    '',
    'What I was looking for:',
    '',
  ].join('\n');
  return `${repoUrl.replace(/\/$/, '')}/issues/new?title=${encodeURIComponent(
    searchReportTitle(query),
  )}&body=${encodeURIComponent(body)}`;
}
