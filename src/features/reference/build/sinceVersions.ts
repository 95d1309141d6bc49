/**
 * The pure part of `scripts/since-versions.ts`: which releases to read, which
 * version of a dependency each one is read with, the keys one release
 * declares, and the first release that has each key.
 */
import type {SinceData} from '../common/since';
import {exportKey, instanceKey} from '../data/referenceMap';
import type {Declarations} from './declarations';

/** A semantic version: `[major, minor, patch]` and the prerelease identifiers. */
interface SemVer {
  readonly core: readonly [number, number, number];
  readonly prerelease: readonly (number | string)[];
}

const VERSION =
  /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

/** `1.2.3-beta.4` → its parts; undefined for anything that is not a version. */
export function parseVersion(version: string): SemVer | undefined {
  const match = VERSION.exec(version.trim());
  if (!match) return undefined;
  return {
    core: [Number(match[1]), Number(match[2]), Number(match[3])],
    prerelease: match[4]
      ? match[4]
          .split('.')
          .map((part) => (/^\d+$/.test(part) ? Number(part) : part))
      : [],
  };
}

function compareParsed(a: SemVer, b: SemVer): number {
  for (let index = 0; index < 3; index += 1) {
    const difference = a.core[index] - b.core[index];
    if (difference !== 0) return difference;
  }
  // A release sorts after its prereleases.
  if (a.prerelease.length === 0 || b.prerelease.length === 0) {
    return b.prerelease.length - a.prerelease.length;
  }
  for (
    let index = 0;
    index < Math.max(a.prerelease.length, b.prerelease.length);
    index += 1
  ) {
    const x = a.prerelease[index];
    const y = b.prerelease[index];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x === y) continue;
    // Numeric identifiers sort before alphanumeric ones.
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    if (typeof x === 'number') return -1;
    if (typeof y === 'number') return 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

/** Semantic version order (`1.0.0-beta.2` < `1.0.0-beta.10` < `1.0.0` < `1.0.1`). */
export function compareSemver(a: string, b: string): number {
  const pa = parseVersion(a);
  const pb = parseVersion(b);
  if (!pa || !pb) throw new Error(`Not a version: ${pa ? b : a}`);
  return compareParsed(pa, pb);
}

/**
 * Whether `version` is in `range`, as npm reads the ranges Rslib's manifests
 * use: an exact version (`1.3.1`, `2.0.0-beta.10`), `~x.y.z` (same minor) and
 * `^x.y.z` (same major, or same minor below 1.0), each with an optional
 * prerelease. As in npm, a prerelease version matches only a range whose
 * lower bound is a prerelease of the same `x.y.z`.
 *
 * @throws for any other range syntax (teach this function before using it)
 */
export function satisfies(version: string, range: string): boolean {
  const match = /^\s*(=|~|\^)?\s*(\S+)\s*$/.exec(range);
  const low = match ? parseVersion(match[2]) : undefined;
  if (!match || !low) {
    throw new Error(`Unsupported version range: ${range}`);
  }
  const candidate = parseVersion(version);
  if (!candidate) return false;
  if (
    candidate.prerelease.length > 0 &&
    (low.prerelease.length === 0 ||
      candidate.core.join('.') !== low.core.join('.'))
  ) {
    return false;
  }
  const operator = match[1] ?? '=';
  if (operator === '=') return compareParsed(candidate, low) === 0;
  if (compareParsed(candidate, low) < 0) return false;
  const [major, minor, patch] = low.core;
  const caretUpper: [number, number, number] =
    major > 0
      ? [major + 1, 0, 0]
      : minor > 0
        ? [0, minor + 1, 0]
        : [0, 0, patch + 1];
  const upper: SemVer = {
    core: operator === '~' ? [major, minor + 1, 0] : caretUpper,
    prerelease: [0],
  };
  // Below `x.(y+1).0-0`: no prerelease of the next minor either.
  return compareParsed(candidate, upper) < 0;
}

/**
 * The lowest published version in `range`: the version a release was built
 * against (Rslib raises the lower bound of its ranges to the Rsbuild it was
 * built with), and the one every install of that release has at least.
 * Undefined when no published version is in the range.
 */
export function lowestSatisfying(
  published: readonly string[],
  range: string,
): string | undefined {
  return published
    .filter((version) => satisfies(version, range))
    .sort(compareSemver)[0];
}

/** `1.2.3` → `[1, 2, 3]`; undefined for prereleases (`1.0.0-beta.2`) and anything else. */
function stableParts(version: string): [number, number, number] | undefined {
  const parsed = parseVersion(version);
  return parsed && parsed.prerelease.length === 0
    ? [...parsed.core]
    : undefined;
}

const minorOf = (release: string): string =>
  release.split('.').slice(0, 2).join('.');

/**
 * Every stable release from `from` on, oldest first: the releases to read.
 * Prereleases (`1.0.0-beta.2`) are left out: what one introduced counts for
 * the release that followed it.
 *
 * @param versions what `npm view @rslib/core versions --json` prints
 * @param from the first release to read (`0.1.0`: the first public release)
 */
export function stableReleases(
  versions: readonly string[],
  from = '0.1.0',
): string[] {
  return [...new Set(versions)]
    .filter(
      (version) =>
        stableParts(version) !== undefined && compareSemver(version, from) >= 0,
    )
    .sort(compareSemver);
}

/**
 * How a badge names each release: the minor for the first published release
 * of a minor (`0.19.0` → `0.19`, `0.5.2` → `0.5` when 0.5.0 and 0.5.1 were
 * never published), the whole version for a later patch release (`0.11.2`).
 *
 * @param releases the releases read, oldest first
 */
export function releaseLabels(
  releases: readonly string[],
): Record<string, string> {
  const labels: Record<string, string> = {};
  const seen = new Set<string>();
  for (const release of releases) {
    const minor = minorOf(release);
    labels[release] = seen.has(minor) ? release : minor;
    seen.add(minor);
  }
  return labels;
}

/**
 * Where the registry has no release between the first and the last one read:
 * whole minors (`0.8`) and skipped patch numbers within a minor (`0.1.2`
 * between 0.1.1 and 0.1.3). What such a version introduced is credited to
 * the next published release.
 *
 * @param releases the releases read, oldest first
 */
export function releaseGaps(releases: readonly string[]): {
  minors: string[];
  patches: string[];
} {
  const minors: string[] = [];
  const patches: string[] = [];
  for (let index = 1; index < releases.length; index += 1) {
    const before = stableParts(releases[index - 1]);
    const after = stableParts(releases[index]);
    if (!before || !after || before[0] !== after[0]) continue;
    const [major, minor, patch] = before;
    const [, nextMinor, nextPatch] = after;
    for (let gap = minor + 1; gap < nextMinor; gap += 1) {
      minors.push(`${major}.${gap}`);
    }
    if (nextMinor !== minor) continue;
    for (let gap = patch + 1; gap < nextPatch; gap += 1) {
      patches.push(`${major}.${minor}.${gap}`);
    }
  }
  return {minors, patches};
}

/**
 * Every since-data key a release declares: its option paths (lib options and
 * the Rsbuild options read), `export:<value>`, `type:<type>` and
 * `instance:<method>`.
 */
export function sinceKeysOf(declarations: Declarations): string[] {
  return [
    ...declarations.libOptions.keys(),
    ...declarations.rsbuildOptions.keys(),
    ...declarations.exports.map(({name, kind}) => exportKey(name, kind)),
    ...declarations.instanceMethods.map(instanceKey),
  ];
}

/** A key that was missing from some release after it first appeared. */
export interface Interruption {
  readonly key: string;
  /** The first release that had it. */
  readonly first: string;
  /** Later releases without it. */
  readonly missingIn: readonly string[];
}

/**
 * For each key the latest release declares, the first release (in the given
 * order) from which every release read has it: the first release that has
 * it, unless some later release lost it again, in which case the release that
 * brought it back (readers of the releases in between could not use it).
 * Keys the latest release lacks are left out: no page documents them.
 *
 * @param releases `[release, keys]`, oldest first
 */
export function firstReleases(
  releases: readonly (readonly [string, readonly string[]])[],
): {entries: Map<string, string>; interruptions: Interruption[]} {
  const since = new Map<string, string>();
  const first = new Map<string, string>();
  const missing = new Map<string, string[]>();
  let previous = new Set<string>();
  for (const [release, keys] of releases) {
    const current = new Set(keys);
    for (const key of current) {
      if (!previous.has(key)) since.set(key, release);
      if (!first.has(key)) first.set(key, release);
    }
    for (const key of first.keys()) {
      if (!current.has(key))
        missing.set(key, [...(missing.get(key) ?? []), release]);
    }
    previous = current;
  }
  const entries = new Map<string, string>();
  for (const key of previous) entries.set(key, since.get(key) as string);
  const interruptions = [...missing]
    .filter(([key]) => previous.has(key))
    .map(([key, missingIn]) => ({
      key,
      first: first.get(key) as string,
      missingIn,
    }));
  return {entries, interruptions};
}

/**
 * The since data: each release read with the name its badges use, and for
 * each key the latest release declares, the release from which it is there
 * (see `firstReleases`).
 *
 * @param releases `[release, keys]`, oldest first
 */
export function buildSinceData(
  packageName: string,
  releases: readonly (readonly [string, readonly string[]])[],
): SinceData {
  const {entries} = firstReleases(releases);
  const sorted = Object.fromEntries(
    [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  const ordered = releases.map(([release]) => release).sort(compareSemver);
  return {
    package: packageName,
    releases: releaseLabels(ordered),
    entries: sorted,
  };
}
