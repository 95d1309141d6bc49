/**
 * Writes `src/features/reference/data/since.json`: for every option, export
 * and `RslibInstance` method of `@rslib/core`, the first release whose
 * published type declarations have it (patch precision: `0.11.2`). Run by a
 * maintainer after a release (`npm run since-versions`), not by CI: it
 * downloads packages.
 *
 * 1. `npm view @rslib/core versions --json` lists the releases; every stable
 *    release from 0.1.0 on is read (prereleases are not). The script warns
 *    about minors and patch numbers the registry lacks: what they introduced
 *    counts for the next published release.
 * 2. Each one is downloaded with `npm pack` and unpacked as
 *    `node_modules/@rslib/core` in a temporary folder, next to each of its
 *    dependencies (`@rsbuild/core`, `rsbuild-plugin-dts`…) at the lowest
 *    published version of its range: the version the release was built
 *    against (Rslib raises the lower bound to it at each release) and the one
 *    every install of it has at least, so an Rsbuild option counts from the
 *    first Rslib release that guarantees it. Tarballs are cached in
 *    `node_modules/.cache/rslib-since-versions/` (a version never changes).
 * 3. `readDeclarations` (the TypeScript compiler API, as the coverage test)
 *    lists what each release declares; each key gets the first release from
 *    which every release read has it (the script names keys that went
 *    missing for a while). Keys of the first release read show no badge.
 *
 * Options: `--keep` leaves the temporary folder (printed) for inspection.
 * Exits 1 when npm fails or a dependency range has no published version.
 */
import {execFileSync} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {readDeclarations} from '../src/features/reference/build/declarations';
import {parseScriptArgs} from './lib/cliArgs';
import {
  buildSinceData,
  firstReleases,
  lowestSatisfying,
  releaseGaps,
  sinceKeysOf,
  stableReleases,
} from '../src/features/reference/build/sinceVersions';
import {
  badgeVersion,
  type SinceData,
} from '../src/features/reference/common/since';
import {RSBUILD_GROUP_PAGES} from '../src/features/reference/data/referenceMap';

const PACKAGE = '@rslib/core';
const OUTPUT = path.join(
  __dirname,
  '../src/features/reference/data/since.json',
);
const CACHE = path.join(
  __dirname,
  '../node_modules/.cache/rslib-since-versions',
);
/** Packages per `npm pack` call. */
const BATCH = 20;

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }).trim();
}

/** Where the tarball of `name@version` is cached. */
function tarballOf(name: string, version: string): string {
  return path.join(CACHE, `${name.replace('/', '+')}@${version}.tgz`);
}

/** Downloads with `npm pack` the given `[name, version]` pairs that are not cached yet. */
function download(
  packages: readonly (readonly [string, string])[],
  workDir: string,
): void {
  const missing = [
    ...new Set(
      packages
        .filter(([name, version]) => !existsSync(tarballOf(name, version)))
        .map(([name, version]) => `${name}@${version}`),
    ),
  ];
  if (missing.length === 0) return;
  // Next to the cache, so that moving a tarball in is a rename.
  const destination = mkdtempSync(path.join(CACHE, 'packing-'));
  try {
    for (let start = 0; start < missing.length; start += BATCH) {
      const specs = missing.slice(start, start + BATCH);
      console.log(`Downloading ${specs.join(', ')}`);
      const results = JSON.parse(
        npm(
          ['pack', ...specs, '--json', '--pack-destination', destination],
          workDir,
        ),
      ) as {name: string; version: string; filename: string}[];
      for (const result of results) {
        renameSync(
          path.join(destination, result.filename),
          tarballOf(result.name, result.version),
        );
      }
    }
  } finally {
    rmSync(destination, {recursive: true, force: true});
  }
}

/** Unpacks the cached tarball of `name@version` into `target`. */
function unpack(name: string, version: string, target: string): void {
  mkdirSync(target, {recursive: true});
  execFileSync('tar', [
    '-xzf',
    tarballOf(name, version),
    '-C',
    target,
    '--strip-components=1',
  ]);
}

const published = new Map<string, string[]>();

/** Every published version of a package (one `npm view` per package). */
function publishedVersions(name: string, workDir: string): string[] {
  let versions = published.get(name);
  if (!versions) {
    const parsed = JSON.parse(
      npm(['view', name, 'versions', '--json'], workDir),
    ) as string | string[];
    versions = typeof parsed === 'string' ? [parsed] : parsed;
    published.set(name, versions);
  }
  return versions;
}

function readExisting(): SinceData | undefined {
  try {
    return JSON.parse(readFileSync(OUTPUT, 'utf8')) as SinceData;
  } catch {
    return undefined;
  }
}

/** The command line: `--keep` leaves the temporary folder for inspection. */
const USAGE = `Usage: npm run since-versions [-- --keep]
  --keep  leave the temporary folder (its path is printed) for inspection`;

function main(): void {
  const keep = parseScriptArgs(
    {
      args: process.argv.slice(2),
      options: {keep: {type: 'boolean', default: false}},
    },
    USAGE,
  ).values.keep;
  const workDir = mkdtempSync(path.join(tmpdir(), 'rslib-since-'));
  mkdirSync(CACHE, {recursive: true});
  try {
    const releases = stableReleases(publishedVersions(PACKAGE, workDir));
    const gaps = releaseGaps(releases);
    if (gaps.minors.length > 0) {
      console.warn(
        `No stable release of ${gaps.minors.join(', ')} in the registry: what they introduced counts for the next release read.`,
      );
    }
    if (gaps.patches.length > 0) {
      console.warn(
        `No release ${gaps.patches.join(', ')} in the registry: what they introduced counts for the next release read.`,
      );
    }

    download(
      releases.map((release) => [PACKAGE, release] as const),
      workDir,
    );
    // Each release with its dependencies at the lowest version of their ranges.
    const plans = releases.map((release) => {
      const rslibDir = path.join(workDir, release, 'node_modules', PACKAGE);
      unpack(PACKAGE, release, rslibDir);
      const manifest = JSON.parse(
        readFileSync(path.join(rslibDir, 'package.json'), 'utf8'),
      ) as {dependencies?: Record<string, string>};
      const dependencies = Object.entries(manifest.dependencies ?? {}).map(
        ([name, range]) => {
          const version = lowestSatisfying(
            publishedVersions(name, workDir),
            range,
          );
          if (!version) {
            throw new Error(
              `${PACKAGE}@${release}: no published version of ${name} in ${range}`,
            );
          }
          return [name, version] as const;
        },
      );
      return {release, rslibDir, dependencies};
    });
    download(
      plans.flatMap(({dependencies}) => dependencies),
      workDir,
    );

    const read: [string, string[]][] = [];
    for (const {release, rslibDir, dependencies} of plans) {
      const root = path.join(workDir, release, 'node_modules');
      for (const [name, version] of dependencies) {
        unpack(name, version, path.join(root, name));
      }
      const keys = sinceKeysOf(
        readDeclarations(rslibDir, Object.keys(RSBUILD_GROUP_PAGES)),
      );
      console.log(
        `${release} (with ${dependencies.map((pair) => pair.join(' ')).join(', ')}): ${keys.length} options, exports and methods`,
      );
      read.push([release, keys]);
      if (!keep) rmSync(path.join(workDir, release), {recursive: true});
    }

    for (const {key, first, missingIn} of firstReleases(read).interruptions) {
      console.warn(
        `${key}: in ${first}, then missing from ${missingIn.length} release(s) (${missingIn[0]} … ${missingIn.at(-1)}); counted from the release that brought it back.`,
      );
    }
    const data = buildSinceData(PACKAGE, read);
    const previous = readExisting();
    if (previous) {
      for (const key of Object.keys(data.entries)) {
        const before = badgeVersion(previous, [key]) ?? '-';
        const after = badgeVersion(data, [key]) ?? '-';
        if (before !== after) {
          console.log(`Badge of ${key}: ${before} → ${after}`);
        }
      }
    }
    writeFileSync(OUTPUT, `${JSON.stringify(data, null, 2)}\n`);
    console.log(
      `Wrote ${path.relative(process.cwd(), OUTPUT)}: ${Object.keys(data.entries).length} entries from ${read.length} releases.`,
    );
  } finally {
    if (keep) console.log(`Kept ${workDir}`);
    else rmSync(workDir, {recursive: true, force: true});
  }
}

try {
  main();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
