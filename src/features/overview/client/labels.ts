/**
 * Overview page labels.
 * One `translate()` call per label, with an explicit id, the English text as
 * default message and a description saying where the text appears, so
 * `npm run write-translations -- --locale zh` lists it (see contributing/translating.md).
 * Functions, not constants: the locale is read at render time. Labels are
 * split by area so each is bundled only with the components that show it.
 */
import {translate} from '@docusaurus/Translate';

/** Overview page labels: filter, no-match line and the 'Others' group. */
export const overviewLabels = {
  filter: () =>
    translate({
      id: 'overview.filter',
      message: 'Filter',
      description:
        'Overview page: label of the filter input above the list of pages',
    }),
  placeholder: () =>
    translate({
      id: 'overview.placeholder',
      message: 'Enter keyword',
      description: 'Overview page: placeholder of the filter input',
    }),
  noResult: (query: string) =>
    translate(
      {
        id: 'overview.noResult',
        message: 'No matching API found: {query}',
        description:
          'Overview page: line shown when the filter matches no page; {query} is the filter text',
      },
      {query},
    ),
  others: () =>
    translate({
      id: 'overview.others',
      message: 'Others',
      description:
        'Overview page: title of the group holding pages that belong to no sidebar category',
    }),
};
