/**
 * The since data (`../data/since.json`, written by `scripts/since-versions.ts`):
 * for each option, export and instance method, the first Rslib release whose
 * published type declarations have it, and how a badge names that release.
 */

export interface SinceData {
  readonly package: string;
  /**
   * Each release whose declarations were read, oldest first → the version
   * its badges name: the minor for the first published release of a minor
   * (`"0.19.0": "0.19"`, `"0.5.2": "0.5"` when 0.5.0 and 0.5.1 were never
   * published), the whole version for a later patch release
   * (`"0.11.2": "0.11.2"`).
   */
  readonly releases: Readonly<Record<string, string>>;
  /**
   * Option path (`lib.dts.tsgo`), `export:<value>` (`export:createRslib`),
   * `type:<type>` (`type:Dts`) or `instance:<method>` (`instance:build`) →
   * the release from which it is declared (`"0.19.0"`, `"0.11.2"`).
   */
  readonly entries: Readonly<Record<string, string>>;
}

/** The first release read: entries from it have been there since the first public release. */
export function baselineOf(data: SinceData): string | undefined {
  return Object.keys(data.releases).sort(compareVersions)[0];
}

/**
 * The version to show after an entry's heading (`0.19`, `0.11.2`), or
 * undefined when it has been there since the first release read (or has no
 * data).
 *
 * @param keys every entry the section documents; the earliest one counts,
 *   since the section's subject exists from then on
 * @param upTo the release the page's docs version describes (`0.23.2` for
 *   the 0.x docs): entries added after it are not part of that version and
 *   give no badge; all entries count without it
 */
export function badgeVersion(
  data: SinceData,
  keys: readonly string[],
  upTo?: string,
): string | undefined {
  const releases = keys
    .map((key) => data.entries[key])
    .filter((release): release is string => release !== undefined)
    .filter(
      (release) => upTo === undefined || compareVersions(release, upTo) <= 0,
    )
    .sort(compareVersions);
  const earliest = releases[0];
  const baseline = baselineOf(data);
  return earliest === undefined ||
    (baseline !== undefined && compareVersions(earliest, baseline) === 0)
    ? undefined
    : (data.releases[earliest] ?? earliest);
}

/**
 * The entries added after a release, sorted: what the docs of a version
 * describing that release cannot document (`lib.wasm`, added in 1.0.0, on
 * the 0.x pages checked against 0.23.2).
 *
 * @param release a version such as `0.23.2`
 */
export function entriesAfter(data: SinceData, release: string): string[] {
  return Object.keys(data.entries)
    .filter((key) => compareVersions(data.entries[key], release) > 0)
    .sort();
}

/** Orders `0.9` before `0.10` before `1.0`, and `0.11.0` before `0.11.2` (no prereleases). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let index = 0; index < Math.max(pa.length, pb.length); index += 1) {
    const difference = (pa[index] ?? 0) - (pb[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
