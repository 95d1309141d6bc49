/**
 * Writes `src/features/reference/data/since.json`: for every option, export
 * and `RslibInstance` method of `@rslib/core`, the first minor version whose
 * published type declarations have it. Run by a maintainer after a release
 * (`npx tsx scripts/since-versions.ts`), not by CI: it downloads packages.
 *
 * 1. `npm view @rslib/core versions --json` lists the releases; the first
 *    stable release of each minor from 0.1 on is read (0.1.0 … 1.0.0 …).
 * 2. Each one is downloaded with `npm pack` into a temporary folder and
 *    unpacked as `node_modules/@rslib/core`, next to the `@rsbuild/core`
 *    release its dependency range resolves to today (what installing that
 *    Rslib version gives a reader), so Rsbuild's options are read too.
 * 3. `readDeclarations` (the TypeScript compiler API, as the coverage test)
 *    lists what each release declares; each key gets the first minor that
 *    has it. Options present in the first release read show no badge.
 *
 * Options: `--keep` leaves the temporary folder (printed) for inspection.
 * Exits 1 when npm fails.
 */
import {execFileSync} from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {readDeclarations} from '../src/features/reference/build/declarations';
import {
  buildSinceData,
  firstReleaseOfEachMinor,
  missingMinors,
  sinceKeysOf,
} from '../src/features/reference/build/sinceVersions';
import {RSBUILD_GROUP_PAGES} from '../src/features/reference/data/referenceMap';

const PACKAGE = '@rslib/core';
const OUTPUT = path.join(
  __dirname,
  '../src/features/reference/data/since.json',
);

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', args, {cwd, encoding: 'utf8'}).trim();
}

const packed = new Map<string, {file: string; version: string}>();

/**
 * Downloads `spec` with `npm pack` (once per spec) and unpacks it into
 * `target`; returns the version.
 */
function unpack(spec: string, workDir: string, target: string): string {
  let tarball = packed.get(spec);
  if (!tarball) {
    const [result] = JSON.parse(
      npm(['pack', spec, '--json', '--pack-destination', workDir], workDir),
    ) as {filename: string; version: string}[];
    tarball = {
      file: path.join(workDir, result.filename),
      version: result.version,
    };
    packed.set(spec, tarball);
  }
  mkdirSync(target, {recursive: true});
  execFileSync('tar', [
    '-xzf',
    tarball.file,
    '-C',
    target,
    '--strip-components=1',
  ]);
  return tarball.version;
}

function main(): void {
  const keep = process.argv.includes('--keep');
  const workDir = mkdtempSync(path.join(tmpdir(), 'rslib-since-'));
  try {
    const versions = JSON.parse(
      npm(['view', PACKAGE, 'versions', '--json'], workDir),
    ) as string[];
    const releases = firstReleaseOfEachMinor(versions);
    const gaps = missingMinors(releases.map(([minor]) => minor));
    if (gaps.length > 0) {
      console.warn(
        `No stable release of ${gaps.join(', ')} in the registry: what they introduced is attributed to the next minor.`,
      );
    }
    const read: [string, string, string[]][] = [];
    for (const [minor, release] of releases) {
      const root = path.join(workDir, release, 'node_modules');
      const rslibDir = path.join(root, PACKAGE);
      unpack(`${PACKAGE}@${release}`, workDir, rslibDir);
      const manifest = JSON.parse(
        readFileSync(path.join(rslibDir, 'package.json'), 'utf8'),
      ) as {dependencies?: Record<string, string>};
      // Its dependencies next to it, at the versions their ranges give today:
      // Rsbuild's options and, in older releases, the declaration plugin's.
      const installed = Object.entries(manifest.dependencies ?? {}).map(
        ([name, range]) =>
          `${name} ${unpack(`${name}@${range}`, workDir, path.join(root, name))}`,
      );
      const keys = sinceKeysOf(
        readDeclarations(rslibDir, Object.keys(RSBUILD_GROUP_PAGES)),
      );
      console.log(
        `${release} (with ${installed.join(', ')}): ${keys.length} options, exports and methods`,
      );
      read.push([minor, release, keys]);
    }
    const data = buildSinceData(PACKAGE, read);
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
