/**
 * Labels of the MDX components (SPEC §2 Other features).
 * One `translate()` call per label, with an explicit id, the SPEC's English
 * as default message and a description naming the SPEC section, so
 * `npm run write-translations -- --locale zh` lists it (see README, translators).
 * Functions, not constants: the locale is read at render time. Labels are
 * split by area so each is bundled only with the components that show it.
 */
import {translate} from '@docusaurus/Translate';

/** MDX component labels (SPEC §2 Other features). */
export const mdxLabels = {
  source: () =>
    translate({
      id: 'mdx.sourceCode.label',
      message: 'Source',
      description: 'SPEC §2 Other features: source link label',
    }),
  packageManager: () =>
    translate({
      id: 'mdx.packageManagerTabs.ariaLabel',
      message: 'Package manager',
      description:
        'SPEC §2 Other features: accessible name of the package-manager tab list',
    }),
};
