/**
 * The pure part of `scripts/since-versions.ts`: which releases to read, the
 * keys one release declares, and the first minor version of each key.
 */
import {compareVersions, type SinceData} from '../common/since';
import {exportKey, instanceKey} from '../data/referenceMap';
import type {Declarations} from './declarations';

/** `1.2.3` → `[1, 2, 3]`; undefined for prereleases (`1.0.0-beta.2`) and anything else. */
function stableParts(version: string): [number, number, number] | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return match
    ? [Number(match[1]), Number(match[2]), Number(match[3])]
    : undefined;
}

/**
 * The first stable release of each minor version from `fromMinor` on, oldest
 * first, as `[minor, release]` pairs (`['0.5', '0.5.2']` when 0.5.0 and 0.5.1
 * were never published), then the latest stable release when it is not one
 * of them (`['1.0', '1.0.1']`), so that what a patch release added is found.
 *
 * @param versions what `npm view @rslib/core versions --json` prints
 * @param fromMinor the first minor to read (`0.1`: the first public release)
 */
export function firstReleaseOfEachMinor(
  versions: readonly string[],
  fromMinor = '0.1',
): [string, string][] {
  const first = new Map<string, [number, number, number]>();
  for (const version of versions) {
    const parts = stableParts(version);
    if (!parts) continue;
    const minor = `${parts[0]}.${parts[1]}`;
    if (compareVersions(minor, fromMinor) < 0) continue;
    const known = first.get(minor);
    if (!known || parts[2] < known[2]) first.set(minor, parts);
  }
  const read: [string, string][] = [...first]
    .sort(([a], [b]) => compareVersions(a, b))
    .map(([minor, parts]) => [minor, parts.join('.')]);
  const latest = versions
    .filter((version) => stableParts(version) !== undefined)
    .sort(compareVersions)
    .at(-1);
  const last = read.at(-1);
  if (
    latest &&
    last &&
    latest !== last[1] &&
    compareVersions(latest, last[1]) > 0
  ) {
    read.push([latest.split('.').slice(0, 2).join('.'), latest]);
  }
  return read;
}

/** Minor versions between the first and the last read that have no stable release at all. */
export function missingMinors(minors: readonly string[]): string[] {
  const missing: string[] = [];
  for (let index = 1; index < minors.length; index += 1) {
    const [major, minor] = minors[index - 1].split('.').map(Number);
    const [nextMajor, nextMinor] = minors[index].split('.').map(Number);
    if (nextMajor !== major) continue;
    for (let gap = minor + 1; gap < nextMinor; gap += 1) {
      missing.push(`${major}.${gap}`);
    }
  }
  return missing;
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

/**
 * The since data: for each key the latest release declares, the first minor
 * (in the given order) whose release declares it. Keys a later release
 * removed are left out: no page documents them.
 *
 * @param releases `[minor, release, keys]`, oldest first
 */
export function buildSinceData(
  packageName: string,
  releases: readonly (readonly [string, string, readonly string[]])[],
): SinceData {
  const entries: Record<string, string> = {};
  for (const [minor, , keys] of releases) {
    for (const key of keys) entries[key] ??= minor;
  }
  const current = new Set(releases.at(-1)?.[2] ?? []);
  for (const key of Object.keys(entries)) {
    if (!current.has(key)) delete entries[key];
  }
  const sorted = Object.fromEntries(
    Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return {
    package: packageName,
    releases: Object.fromEntries(
      releases.map(([minor, release]) => [release, minor]),
    ),
    entries: sorted,
  };
}
