/**
 * Build adapter of `@easyops-cn/docusaurus-search-local` (0.55.x): the only
 * module that knows the index file its `postBuild` writes. The package
 * documents no format (it is the private contract between its build and its
 * Web Worker); the search feature needs it to write the index again as two
 * files and to label blog posts. Everything else works through the functions
 * here, and `searchIndexFormat.contract.test.ts` builds a real index with the
 * real plugin and checks every assumption below, so an upgrade that changes
 * the format fails that test (and, here, the build) with a clear message.
 *
 * The format: `search-index{dir}.json` (`{dir}` empty for the whole site, or
 * `-<context>` for a search context) holds an array of five parts, one per
 * document type in the order of `DOCUMENT_TYPES`, each
 * `{documents, index}`: `documents` are `{i, t, u, h?, p?, s?, b?}` (id, text,
 * URL, hash, id of the page's title document, section title, breadcrumb) and
 * `index` is a serialized lunr index over field `t` (`{version, fields,
 * fieldVectors, invertedIndex, pipeline}`). The worker loads a file by its
 * search context and takes the parts by position.
 */
import {readFile, writeFile} from 'node:fs/promises';

/** Document types, in the order of the parts of an index file. */
export const DOCUMENT_TYPES = [
  'title',
  'heading',
  'description',
  'keywords',
  'content',
] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The file the plugin writes for the whole site, per locale and docs version. */
export const SITE_INDEX_FILE = 'search-index.json';

/**
 * Name of the index file of a search context (`titles` →
 * `search-index-titles.json`), the name the worker fetches for that context.
 */
export function contextIndexFile(context: string): string {
  return `search-index-${context.replace(/\//g, '-')}.json`;
}

type RawDocument = {
  readonly i: number;
  readonly t: string;
  readonly u: string;
  readonly h?: string;
  readonly p?: number;
  readonly s?: string;
  readonly b?: readonly string[];
};

type RawLunrIndex = {
  readonly fields: readonly string[];
  readonly fieldVectors: readonly unknown[];
  readonly invertedIndex: readonly (readonly [string, unknown])[];
  readonly [key: string]: unknown;
};

type RawPart = {
  readonly documents: readonly RawDocument[];
  readonly index: RawLunrIndex;
};

declare const brand: unique symbol;

/** A parsed, checked index file. Opaque: only this module reads its parts. */
export type SearchIndex = {
  readonly [brand]: 'SearchIndex';
  readonly parts: readonly RawPart[];
};

const wrap = (parts: readonly RawPart[]): SearchIndex =>
  ({parts}) as unknown as SearchIndex;

/** The error every format check throws: what was expected, and where to look. */
export class SearchIndexFormatError extends Error {
  constructor(source: string, problem: string) {
    super(
      `search index ${source}: ${problem}. @easyops-cn/docusaurus-search-local changed its index format; ` +
        'update src/features/search/build/searchIndexFormat.ts and src/features/search/client/indexClient.ts ' +
        '(npx jest src/features/search/build/searchIndexFormat.contract.test.ts shows what changed).',
    );
    this.name = 'SearchIndexFormatError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks a parsed index file against the format above.
 * @param json the parsed file
 * @param source where it came from, for the error message
 * @throws SearchIndexFormatError naming the first mismatch
 */
export function toSearchIndex(json: unknown, source: string): SearchIndex {
  if (!Array.isArray(json) || json.length !== DOCUMENT_TYPES.length) {
    throw new SearchIndexFormatError(
      source,
      `expected an array of ${DOCUMENT_TYPES.length} parts (${DOCUMENT_TYPES.join(', ')}), got ${
        Array.isArray(json) ? `${json.length} parts` : typeof json
      }`,
    );
  }
  json.forEach((part: unknown, position) => {
    const type = DOCUMENT_TYPES[position];
    if (!isObject(part) || !Array.isArray(part.documents)) {
      throw new SearchIndexFormatError(
        source,
        `part ${position} (${type}) has no documents array`,
      );
    }
    const index = part.index;
    if (
      !isObject(index) ||
      !Array.isArray(index.fields) ||
      index.fields.length !== 1 ||
      index.fields[0] !== 't' ||
      !Array.isArray(index.invertedIndex) ||
      !Array.isArray(index.fieldVectors)
    ) {
      throw new SearchIndexFormatError(
        source,
        `part ${position} (${type}) has no serialized lunr index over the field "t"`,
      );
    }
    for (const document of part.documents as unknown[]) {
      if (
        !isObject(document) ||
        typeof document.i !== 'number' ||
        typeof document.t !== 'string' ||
        typeof document.u !== 'string'
      ) {
        throw new SearchIndexFormatError(
          source,
          `part ${position} (${type}) has a document without {i: number, t: string, u: string}: ${JSON.stringify(
            document,
          ).slice(0, 200)}`,
        );
      }
    }
  });
  return wrap(json as RawPart[]);
}

/** Reads and checks an index file. @throws SearchIndexFormatError, or the file system's error */
export async function readSearchIndex(file: string): Promise<SearchIndex> {
  return toSearchIndex(JSON.parse(await readFile(file, 'utf8')), file);
}

/** Writes an index file in the plugin's format. */
export async function writeSearchIndex(
  file: string,
  index: SearchIndex,
): Promise<void> {
  await writeFile(file, JSON.stringify(index.parts));
}

/**
 * The same index with only the documents of `types`: every other part keeps
 * its place, fields and pipeline but holds no document and no term, so the
 * worker loads it as usual and finds nothing in it.
 */
export function keepDocumentTypes(
  index: SearchIndex,
  types: readonly DocumentType[],
): SearchIndex {
  return wrap(
    index.parts.map((part, position) =>
      types.includes(DOCUMENT_TYPES[position])
        ? part
        : {
            documents: [],
            index: {...part.index, fieldVectors: [], invertedIndex: []},
          },
    ),
  );
}

/**
 * The same index with new breadcrumbs on some page title documents.
 * @param breadcrumbOf the new breadcrumb of a page (its URL and current
 *   breadcrumb), or undefined to keep it
 */
export function relabelPages(
  index: SearchIndex,
  breadcrumbOf: (page: {
    readonly url: string;
    readonly breadcrumb: readonly string[];
  }) => readonly string[] | undefined,
): SearchIndex {
  return wrap(
    index.parts.map((part, position) =>
      DOCUMENT_TYPES[position] === 'title'
        ? {
            ...part,
            documents: part.documents.map((document) => {
              const breadcrumb = breadcrumbOf({
                url: document.u,
                breadcrumb: document.b ?? [],
              });
              return breadcrumb ? {...document, b: breadcrumb} : document;
            }),
          }
        : part,
    ),
  );
}
