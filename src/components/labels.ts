/**
 * Labels of the MDX components used in doc pages.
 * One `translate()` call per label, with an explicit id, the English text as
 * default message and a description saying where the text appears, so
 * `npm run write-translations -- --locale zh` lists it (see contributing/translating.md).
 * Functions, not constants: the locale is read at render time. Labels are
 * split by area so each is bundled only with the components that show it.
 */
import {translate} from '@docusaurus/Translate';

/** MDX component labels: source link, package-manager tabs and file trees. */
export const mdxLabels = {
  source: () =>
    translate({
      id: 'mdx.sourceCode.label',
      message: 'Source',
      description:
        'Doc pages: label of the link to a source file (opens in a new tab)',
    }),
  packageManager: () =>
    translate({
      id: 'mdx.packageManagerTabs.ariaLabel',
      message: 'Package manager',
      description:
        'Doc pages: accessible name of the npm / yarn / pnpm / bun tab list above an install command',
    }),
  fileTree: () =>
    translate({
      id: 'mdx.fileTree.ariaLabel',
      message: 'File tree',
      description:
        'Doc pages: accessible name of a directory layout drawn as a tree of folders and files (e.g. a generated project or the output folder)',
    }),
};
