/**
 * Overview page labels (SPEC §2 Page types: overview).
 * One `translate()` call per label, with an explicit id, the SPEC's English
 * as default message and a description naming the SPEC section, so
 * `npm run write-translations -- --locale zh` lists it (see README, translators).
 * Functions, not constants: the locale is read at render time. Labels are
 * split by area so each is bundled only with the components that show it.
 */
import {translate} from '@docusaurus/Translate';

/** Overview page labels (SPEC §2 Page types: overview; §8 filter without match; §9 'Others'). */
export const overviewLabels = {
  filter: () =>
    translate({
      id: 'overview.filter',
      message: 'Filter',
      description: 'SPEC §2 overview: filter label',
    }),
  placeholder: () =>
    translate({
      id: 'overview.placeholder',
      message: 'Enter keyword',
      description: 'SPEC §2 overview: filter placeholder',
    }),
  noResult: (query: string) =>
    translate(
      {
        id: 'overview.noResult',
        message: 'No matching API found: {query}',
        description: 'SPEC §8 overview filter without match',
      },
      {query},
    ),
  others: () =>
    translate({
      id: 'overview.others',
      message: 'Others',
      description: 'SPEC §9 default overview group title',
    }),
};
