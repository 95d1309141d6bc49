/**
 * The since data (`../data/since.json`, written by `scripts/since-versions.ts`):
 * for each option, export and instance method, the first Rslib minor version
 * whose published type declarations have it.
 */

export interface SinceData {
  readonly package: string;
  /**
   * Each release whose declarations were read → the minor version it stands
   * for (`"0.5.2": "0.5"`: the first 0.5 release published), oldest first.
   */
  readonly releases: Readonly<Record<string, string>>;
  /**
   * Option path (`lib.dts.tsgo`), `export:<value>` (`export:createRslib`),
   * `type:<type>` (`type:Dts`) or `instance:<method>` (`instance:build`) →
   * the minor version that introduced it (`"0.19"`).
   */
  readonly entries: Readonly<Record<string, string>>;
}

/** The first minor version read: entries from it have been there since the first public release. */
export function baselineOf(data: SinceData): string | undefined {
  return Object.values(data.releases)[0];
}

/**
 * The version to show after an entry's heading, or undefined when it has
 * been there since the first release read (or has no data).
 *
 * @param keys every entry the section documents; the earliest one counts,
 *   since the section's subject exists from then on
 */
export function badgeVersion(
  data: SinceData,
  keys: readonly string[],
): string | undefined {
  const versions = keys
    .map((key) => data.entries[key])
    .filter((version): version is string => version !== undefined)
    .sort(compareVersions);
  const earliest = versions[0];
  return earliest === undefined || earliest === baselineOf(data)
    ? undefined
    : earliest;
}

/** Orders `0.9` before `0.10` before `1.0`. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let index = 0; index < Math.max(pa.length, pb.length); index += 1) {
    const difference = (pa[index] ?? 0) - (pb[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
