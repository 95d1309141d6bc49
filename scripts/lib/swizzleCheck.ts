/**
 * Logic of `npm run swizzle:check` (see `scripts/swizzle-check.ts`): which
 * components the swizzle register lists as ejects, and how an eject's
 * upstream files compare with the baseline they were ejected from. Pure.
 */

/** Files of one component folder: file name → text. */
export type ComponentFiles = Readonly<Record<string, string>>;

export type FileChange = {
  readonly file: string;
  readonly status: 'changed' | 'added' | 'removed';
};

export type EjectComparison = {
  readonly component: string;
  readonly changed: boolean;
  readonly files: readonly FileChange[];
};

/**
 * Component paths of the register rows whose kind starts with "eject", from
 * the first column's code spans: `` `TOCCollapsible/`, `TOCCollapsible/CollapseButton/` ``
 * → `TOCCollapsible`, `TOCCollapsible/CollapseButton`. A feature plugin's
 * eject is listed by its path (`src/features/code/theme/CodeBlock/Buttons/CopyButton/`)
 * and named by the part after `theme/`, the name `docusaurus swizzle` knows.
 *
 * @param readme the register, `src/theme/README.md` (a Markdown table: component | kind | …)
 * @returns sorted, without duplicates
 */
export function registeredEjects(readme: string): string[] {
  const ejects = new Set<string>();
  for (const line of readme.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length < 4 || !/^eject\b/.test(cells[2])) continue;
    for (const [, component] of cells[1].matchAll(/`([^`]+?)\/?`/g)) {
      ejects.add(
        component
          .replace(/^src\/features\/[^/]+\/theme\//, '')
          .replace(/\/index\.tsx$/, ''),
      );
    }
  }
  return [...ejects].sort();
}

/** Compares the upstream files of an eject today with the baseline it was ejected from. */
export function compareEject(
  component: string,
  baseline: ComponentFiles,
  upstream: ComponentFiles,
): EjectComparison {
  const names = [
    ...new Set([...Object.keys(baseline), ...Object.keys(upstream)]),
  ].sort();
  const files: FileChange[] = [];
  for (const file of names) {
    if (!(file in baseline)) files.push({file, status: 'added'});
    else if (!(file in upstream)) files.push({file, status: 'removed'});
    else if (baseline[file] !== upstream[file])
      files.push({file, status: 'changed'});
  }
  return {component, changed: files.length > 0, files};
}
