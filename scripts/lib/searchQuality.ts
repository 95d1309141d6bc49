/**
 * Search quality scoring: for a table of queries with the page each should
 * find first, how many find it first (hit@1) and among the first three pages
 * (hit@3), and which do not. Pure; the pages come from the search modal
 * (`e2e/helpers/searchQuality.ts`).
 */

/** A query of the quality table and the page it should find first. */
export type QualityQuery = {
  readonly locale: 'en' | 'zh';
  readonly query: string;
  /** Site path of the page, without hash: `/guide/advanced/rstest`, `/zh/config/lib/bundle`. */
  readonly page: string;
  /** The docs version searched (its path, e.g. `0.x`); none for the current docs. */
  readonly version?: string;
};

/** What the modal answered to one query. */
export type QualityAnswer = QualityQuery & {
  /** Pages of the result groups, in order (site paths without hash or query). */
  readonly pages: readonly string[];
  /** First page of the titles-only first answer, when the modal showed one before the full answer. */
  readonly firstAnswerPage?: string;
};

export type QualityScore = {
  readonly total: number;
  readonly hitAt1: number;
  readonly hitAt3: number;
  /** Queries whose page is not first: `{query, page, rank}` (rank 0: not in the results). */
  readonly misses: readonly {
    readonly locale: string;
    readonly query: string;
    readonly page: string;
    readonly rank: number;
    readonly got: readonly string[];
  }[];
  /** Queries whose first answer showed another first page than the full answer. */
  readonly disagreements: readonly string[];
  /** Queries for which a titles-only first answer was seen before the full one. */
  readonly firstAnswersSeen: number;
};

/** A result link as a page path: `/zh/config/lib/bundle#x?y` → `/zh/config/lib/bundle`. */
export function pageOf(link: string): string {
  return link.replace(/[?#].*$/, '');
}

/** Scores modal answers against their expected pages. */
export function scoreSearchQuality(
  answers: readonly QualityAnswer[],
): QualityScore {
  let hitAt1 = 0;
  let hitAt3 = 0;
  const misses: QualityScore['misses'][number][] = [];
  const disagreements: string[] = [];
  for (const answer of answers) {
    const rank = answer.pages.indexOf(answer.page) + 1;
    if (rank === 1) hitAt1 += 1;
    if (rank >= 1 && rank <= 3) hitAt3 += 1;
    if (rank !== 1) {
      misses.push({
        locale: answer.locale,
        query: answer.query,
        page: answer.page,
        rank,
        got: answer.pages.slice(0, 3),
      });
    }
    if (
      answer.firstAnswerPage !== undefined &&
      answer.firstAnswerPage !== answer.pages[0]
    ) {
      disagreements.push(
        `${answer.query}: first answer ${answer.firstAnswerPage}, full answer ${answer.pages[0] ?? 'nothing'}`,
      );
    }
  }
  return {
    total: answers.length,
    hitAt1,
    hitAt3,
    misses,
    disagreements,
    firstAnswersSeen: answers.filter(
      (answer) => answer.firstAnswerPage !== undefined,
    ).length,
  };
}
