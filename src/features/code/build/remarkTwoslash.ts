/**
 * Remark plugin: type hovers for ```ts twoslash fences, computed at build time.
 * Each opted-in fence becomes `<TwoslashCode code lang title hovers />` and the
 * page (only that page) imports the component, so other pages load nothing more.
 * Results are cached on disk under node_modules/.cache/rslib-twoslash/, keyed by
 * a hash of the code and the twoslash/typescript/@rslib/core versions
 * (`twoslashCacheKey`). The code is syntax-highlighted with the site's Prism.
 * A type error fails the build (file and message) unless the code has `// @noErrors`.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {
  cleanHoverText,
  isTwoslashFence,
  shortDocs,
  stripTwoslashMeta,
  type TwoslashHover,
  twoslashHtml,
} from '../common/twoslash';
import Prism from '../client/prism/prism';
import {tokensToLines, type PrismStream} from '../client/prism/tokens';
import {mdxDefaultImport} from '../../../common/build/mdxImport';

interface MdNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  children?: MdNode[];
  [key: string]: unknown;
}

interface TwoslashResult {
  code: string;
  hovers: TwoslashHover[];
}

const require_ = createRequire(path.join(process.cwd(), 'package.json'));

/** The default cache folder of twoslash results. */
const DEFAULT_CACHE_DIR = path.join(
  process.cwd(),
  'node_modules/.cache/rslib-twoslash',
);

/** Reads the `version` of a package.json when it belongs to `pkg`. */
function versionIn(file: string, pkg: string): string | undefined {
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    name?: string;
    version?: string;
  };
  return json.name === pkg ? json.version : undefined;
}

/**
 * The installed version of a package, or `'none'`. Packages whose `exports`
 * hide `package.json` (twoslash) are found from their entry file upwards.
 */
function versionOf(pkg: string): string {
  try {
    return versionIn(require_.resolve(`${pkg}/package.json`), pkg) ?? 'none';
  } catch {
    // Not exported: walk up from the entry file.
  }
  try {
    let dir = path.dirname(require_.resolve(pkg));
    while (dir !== path.dirname(dir)) {
      const file = path.join(dir, 'package.json');
      const version = existsSync(file) ? versionIn(file, pkg) : undefined;
      if (version) return version;
      dir = path.dirname(dir);
    }
  } catch {
    // Not installed.
  }
  return 'none';
}

/** `twoslash@x|typescript@y|@rslib/core@z`: what a cached result depends on besides the code. */
export function installedVersions(): string {
  return ['twoslash', 'typescript', '@rslib/core']
    .map((pkg) => `${pkg}@${versionOf(pkg)}`)
    .join('|');
}

/**
 * The cache key of one snippet.
 * @param versions `installedVersions()`
 * @returns a hex sha256 of the versions, the language and the code
 */
export function twoslashCacheKey(
  code: string,
  lang: string,
  versions: string,
): string {
  return createHash('sha256')
    .update(`${versions}\0${lang}\0${code}`)
    .digest('hex');
}

let twoslasher: ((code: string, ext: string) => unknown) | undefined;
async function getTwoslasher(): Promise<
  (code: string, ext: string) => unknown
> {
  if (!twoslasher) {
    // twoslash is ESM-only: load it with a native dynamic import.
    const mod = (await import('twoslash')) as {
      createTwoslasher: () => (code: string, ext: string) => unknown;
    };
    twoslasher = mod.createTwoslasher();
  }
  return twoslasher;
}

/**
 * Runs twoslash on one snippet, or reads its cached result.
 * @param cacheDir folder of cached results (`<key>.json`), created when missing
 * @throws Error with twoslash's message when the code has type errors.
 */
async function runTwoslash(
  code: string,
  lang: string,
  cacheDir: string = DEFAULT_CACHE_DIR,
): Promise<TwoslashResult> {
  const key = twoslashCacheKey(code, lang, installedVersions());
  const file = path.join(cacheDir, `${key}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as TwoslashResult;
  } catch {
    // Not cached yet.
  }
  const run = await getTwoslasher();
  const raw = run(code, lang === 'tsx' ? 'tsx' : 'ts') as {
    code: string;
    nodes: {
      type: string;
      start: number;
      length: number;
      text?: string;
      docs?: string;
    }[];
  };
  const result: TwoslashResult = {
    code: raw.code.replace(/\n+$/, ''),
    hovers: raw.nodes
      .filter((n) => n.type === 'hover' || n.type === 'query')
      .map((n) => ({
        start: n.start,
        length: n.length,
        text: cleanHoverText(n.text ?? ''),
        docs: shortDocs(n.docs),
      })),
  };
  mkdirSync(cacheDir, {recursive: true});
  writeFileSync(file, JSON.stringify(result));
  return result;
}

function titleOf(meta: string): string | undefined {
  return /title=(["'])(.*?)\1/.exec(meta)?.[2];
}

function attr(name: string, value: string) {
  return {type: 'mdxJsxAttribute', name, value};
}

const IMPORT_SOURCE = '@theme/TwoslashCode';

function importNode(): MdNode {
  return mdxDefaultImport('TwoslashCode', IMPORT_SOURCE) as unknown as MdNode;
}

function collect(node: MdNode, out: {parent: MdNode; index: number}[]): void {
  node.children?.forEach((child, index) => {
    if (child.type === 'code' && isTwoslashFence(child.lang, child.meta)) {
      out.push({parent: node, index});
    } else {
      collect(child, out);
    }
  });
}

/** Options of the plugin; none are needed on the site. */
export type RemarkTwoslashOptions = {
  /** Folder of cached results; default `node_modules/.cache/rslib-twoslash`. */
  readonly cacheDir?: string;
};

/**
 * The remark plugin (async transformer).
 * @throws (the transformer) `twoslash failed in <file>: <message>` when a
 *   snippet has type errors and no `// @noErrors` line
 */
export default function remarkTwoslash({
  cacheDir = DEFAULT_CACHE_DIR,
}: RemarkTwoslashOptions = {}) {
  return async (tree: MdNode, file: {path?: string}): Promise<void> => {
    const found: {parent: MdNode; index: number}[] = [];
    collect(tree, found);
    if (found.length === 0) return;
    let blockCount = 0;
    for (const {parent, index} of found) {
      const node = parent.children![index];
      const meta = stripTwoslashMeta(node.meta ?? '');
      let result: TwoslashResult;
      try {
        result = await runTwoslash(
          node.value ?? '',
          node.lang ?? 'ts',
          cacheDir,
        );
      } catch (error) {
        throw new Error(
          `twoslash failed in ${file.path ?? 'unknown file'}: ${(error as Error).message}`,
        );
      }
      const title = titleOf(meta);
      const lang = node.lang === 'tsx' ? 'tsx' : 'typescript';
      const lines = tokensToLines(
        Prism.tokenize(result.code, Prism.languages[lang]) as PrismStream,
      );
      blockCount += 1;
      const html = twoslashHtml(lines, result.hovers, `ts${blockCount}`);
      parent.children![index] = {
        type: 'mdxJsxFlowElement',
        name: 'TwoslashCode',
        attributes: [
          attr('code', result.code),
          attr('lang', node.lang ?? 'ts'),
          ...(title ? [attr('title', title)] : []),
          attr('html', html),
        ],
        children: [],
      };
    }
    tree.children!.unshift(importNode());
  };
}
