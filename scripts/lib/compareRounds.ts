/**
 * How `npm run bench -- --compare` orders and summarizes its Lighthouse runs
 * when it measures this site against other sites.
 *
 * A shared machine's speed drifts over minutes (other jobs on the same
 * host). Measuring one site's pages and then the next site's puts each
 * site in a different stretch of that drift; the ratio between them then says
 * more about the drift than about the sites. So every site is measured once
 * per page in each round, in turn, and the summary pairs the runs of one
 * round: the median of those per-round ratios is the comparison, and the
 * range of each site's runs shows how noisy the run was.
 */

/** One Lighthouse run to make: which round, page and site. */
export type CompareStep = {
  readonly round: number;
  readonly pathname: string;
  readonly site: string;
};

/**
 * The order of the runs: round by round, page by page, every site in turn. The
 * first site of each turn changes from round to round, so no site is always
 * measured right after the previous page's Lighthouse process has ended.
 *
 * @param sites labels of the sites, this site first (`['this site', 'original']`)
 * @param pages pathnames measured on every site (`['/', '/guide/start/quick-start']`)
 * @param rounds runs per page and site (≥ 1)
 * @throws RangeError when `rounds` is not a positive integer
 */
export function compareSchedule(
  sites: readonly string[],
  pages: readonly string[],
  rounds: number,
): CompareStep[] {
  if (!Number.isInteger(rounds) || rounds < 1)
    throw new RangeError(`rounds must be a positive integer, got ${rounds}`);
  const steps: CompareStep[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const pathname of pages) {
      for (let turn = 0; turn < sites.length; turn++) {
        steps.push({
          round,
          pathname,
          site: sites[(turn + round) % sites.length],
        });
      }
    }
  }
  return steps;
}

/**
 * The median of `values`: the middle value, the upper of the two middle
 * values for an even count (a figure some run really measured, never an
 * average of two); undefined for none. The bench's every median is this one.
 */
export function medianOf(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/**
 * The median of the per-round ratios `ours[i] / theirs[i]`. A round where
 * either site's run failed (undefined) or the other site measured 0 is left
 * out.
 *
 * @param ours this site's figure per round (e.g. main-thread ms)
 * @param theirs the other site's figure per round, same order
 * @returns the median ratio, or undefined when no round has both figures
 */
export function pairedRatio(
  ours: readonly (number | undefined)[],
  theirs: readonly (number | undefined)[],
): number | undefined {
  const ratios: number[] = [];
  for (let round = 0; round < Math.min(ours.length, theirs.length); round++) {
    const a = ours[round];
    const b = theirs[round];
    if (a !== undefined && b !== undefined && b !== 0) ratios.push(a / b);
  }
  return medianOf(ratios);
}

/**
 * The range of the figures that exist, rounded, for a table cell: `'810–1422'`;
 * `'—'` when every run failed.
 */
export function rangeText(values: readonly (number | undefined)[]): string {
  const present = values.filter(
    (value): value is number => value !== undefined,
  );
  if (present.length === 0) return '—';
  return `${Math.round(Math.min(...present))}–${Math.round(Math.max(...present))}`;
}
