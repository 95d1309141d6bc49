/**
 * Client adapter of `@easyops-cn/docusaurus-search-local` (0.55.x): the only
 * browser module that imports its worker client (`@theme/searchByWorker`) and
 * its generated constants, and the only one that knows the shape of the
 * index files and of the worker's answers. The package has no public API for
 * a custom search UI over its index; everything the modal needs from it goes
 * through the functions here, which turn the plugin's documents and results
 * into the feature's own `IndexDocument` / `IndexResult`.
 *
 * The shapes read here are those `src/features/search/build/searchIndexFormat.ts`
 * checks at build time; `searchIndexFormat.contract.test.ts` runs the real
 * plugin and its real worker code over a fixture site and feeds the answers
 * to `fromWorkerResult`, so a package upgrade that changes them fails there.
 * At run time an answer of another shape is logged once and shows no hit.
 */
import {fetchIndexesByWorker, searchByWorker} from '@theme/searchByWorker';
import {mergeRanges} from './marks';
import type {
  HighlightRange,
  IndexDocument,
  IndexDocumentType,
  IndexResult,
} from './types';

/** Document types in the order of the parts of an index file (the plugin's `SearchDocumentType`). */
const DOCUMENT_TYPES: readonly IndexDocumentType[] = [
  'title',
  'heading',
  'description',
  'keywords',
  'content',
];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

let reported = false;
/** Logs (once) that the plugin answered in a shape this adapter does not know. */
function reportFormat(what: string): void {
  if (reported) return;
  reported = true;
  console.error(
    `[search] ${what}: @easyops-cn/docusaurus-search-local changed its format; update src/features/search/client/indexClient.ts (npx jest src/features/search/build/searchIndexFormat.contract.test.ts shows what changed).`,
  );
}

/** A document of an index file (`{i, t, u, h?, p?, s?, b?}`) as ours; undefined without id, text or URL. */
function toDocument(
  raw: unknown,
  type: IndexDocumentType,
): IndexDocument | undefined {
  if (
    !isObject(raw) ||
    typeof raw.i !== 'number' ||
    typeof raw.t !== 'string' ||
    typeof raw.u !== 'string'
  )
    return undefined;
  return {
    id: raw.i,
    type,
    text: raw.t,
    url: raw.u,
    hash: typeof raw.h === 'string' ? raw.h : '',
    ...(typeof raw.p === 'number' ? {pageId: raw.p} : {}),
    ...(typeof raw.s === 'string' ? {section: raw.s} : {}),
    ...(Array.isArray(raw.b)
      ? {breadcrumb: raw.b.filter((part) => typeof part === 'string')}
      : {}),
  };
}

/** Ranges of lunr match data (`{term: {t: {position: [[start, length], …]}}}`), sorted and merged. */
function positionsOf(metadata: Record<string, unknown>): HighlightRange[] {
  const ranges: HighlightRange[] = [];
  for (const fields of Object.values(metadata)) {
    const positions =
      isObject(fields) && isObject(fields.t) ? fields.t.position : undefined;
    if (!Array.isArray(positions)) continue;
    for (const position of positions) {
      if (Array.isArray(position) && position.length >= 2)
        ranges.push({start: Number(position[0]), length: Number(position[1])});
    }
  }
  return mergeRanges(ranges);
}

/**
 * One result of the worker (`{document, type, page, metadata, tokens}`) as
 * an `IndexResult`; undefined when it has another shape.
 */
export function fromWorkerResult(raw: unknown): IndexResult | undefined {
  if (!isObject(raw) || typeof raw.type !== 'number') return undefined;
  const type = DOCUMENT_TYPES[raw.type];
  const document = type ? toDocument(raw.document, type) : undefined;
  if (!document) return undefined;
  const page = isObject(raw.page) ? toDocument(raw.page, 'title') : undefined;
  const metadata = isObject(raw.metadata) ? raw.metadata : {};
  return {
    document,
    ...(page ? {page} : {}),
    positions: positionsOf(metadata),
    matchedTerms: Object.keys(metadata),
    queryTerms: Array.isArray(raw.tokens)
      ? raw.tokens.filter((token) => typeof token === 'string')
      : [],
  };
}

/**
 * Loads the index file of `context` under `baseUrl` into the worker (once
 * per URL: later calls share the first load).
 * @param baseUrl the locale's (and docs version's) base URL, e.g. `/zh/`
 * @param context `titles` or `content` (`../common/indexFiles.ts`)
 */
export function loadIndexFile(baseUrl: string, context: string): Promise<void> {
  return fetchIndexesByWorker(baseUrl, context);
}

/**
 * Searches one loaded index file in the worker.
 * @param limit most results
 * @returns the matches, best first; [] outside production builds (the
 *   plugin has no index there) and when the answer has an unknown shape
 *   (logged once)
 */
export async function searchIndexFile(
  baseUrl: string,
  context: string,
  query: string,
  limit: number,
): Promise<IndexResult[]> {
  const answer = await searchByWorker(baseUrl, context, query, limit);
  if (answer === undefined || answer === null) return [];
  if (!Array.isArray(answer)) {
    reportFormat('the search worker did not answer with a list');
    return [];
  }
  const results = answer.map(fromWorkerResult);
  if (results.some((result) => result === undefined))
    reportFormat('a result of the search worker has an unknown shape');
  return results.filter((result) => result !== undefined);
}

/**
 * Starts the worker (its script, lunr and Comlink) without loading an index:
 * an empty query is answered before any index is fetched, so the first
 * search later waits for its index only.
 */
export async function warmUpIndexWorker(): Promise<void> {
  await searchByWorker('/', '', '', 1);
}

/** The contents of an index file, as read on the main thread. */
export type IndexFileContent = {
  /** Every document of the file, part by part (page titles first). */
  readonly documents: readonly IndexDocument[];
  /** Every term of the file's lunr indexes, with the number of documents it occurs in. */
  readonly terms: ReadonlyMap<string, number>;
};

/** The part of an index file's serialized lunr index this adapter reads: `invertedIndex` `[term, {t: {ref: …}}]`. */
function termsOf(index: unknown, terms: Map<string, number>): void {
  const inverted = isObject(index) ? index.invertedIndex : undefined;
  if (!Array.isArray(inverted)) return;
  for (const entry of inverted) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string') continue;
    const postings = isObject(entry[1]) ? entry[1].t : undefined;
    const count = isObject(postings) ? Object.keys(postings).length : 0;
    terms.set(entry[0], (terms.get(entry[0]) ?? 0) + count);
  }
}

/**
 * Reads an index file on the main thread, for what the worker does not
 * offer: the substring scan of scripts its tokenizer drops, and the terms
 * the closest-term suggestion is computed from. The URL is the one the
 * worker fetched (with the build's hash), so the HTTP cache usually has it.
 * @param baseUrl the locale's (and docs version's) base URL, e.g. `/zh/`
 * @param context `titles` or `content`
 * @throws on an HTTP error or a file that is not an index file
 */
export async function readIndexFile(
  baseUrl: string,
  context: string,
): Promise<IndexFileContent> {
  const constants =
    await import('@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js');
  const pattern =
    typeof constants.searchIndexUrl === 'string'
      ? constants.searchIndexUrl
      : 'search-index{dir}.json';
  const url = `${baseUrl}${pattern.replace('{dir}', `-${context}`)}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const json: unknown = await response.json();
  if (!Array.isArray(json) || json.length !== DOCUMENT_TYPES.length) {
    reportFormat(`${url} is not an array of ${DOCUMENT_TYPES.length} parts`);
    throw new Error(`${url}: not a search index file`);
  }
  const documents: IndexDocument[] = [];
  const terms = new Map<string, number>();
  json.forEach((part: unknown, position) => {
    if (!isObject(part)) return;
    if (Array.isArray(part.documents)) {
      for (const raw of part.documents) {
        const document = toDocument(raw, DOCUMENT_TYPES[position]);
        if (document) documents.push(document);
      }
    }
    termsOf(part.index, terms);
  });
  return {documents, terms};
}
