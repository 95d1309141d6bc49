/**
 * 404 page labels (any unknown path).
 * One `translate()` call per label, with an explicit id, the English text as
 * default message and a description saying where the text appears, so
 * `npm run write-translations -- --locale zh` lists it (see contributing/translating.md).
 * Functions, not constants: the locale is read at render time. Labels are
 * split by area so each is bundled only with the components that show it.
 */
import {translate} from '@docusaurus/Translate';

/** 404 page labels. '404' itself is not translated. */
export const notFoundLabels = {
  pageNotFound: () =>
    translate({
      id: 'notFound.pageNotFound',
      message: 'PAGE NOT FOUND',
      description: '404 page: line under the big 404',
    }),
  takeMeHome: () =>
    translate({
      id: 'notFound.takeMeHome',
      message: 'Take me home',
      description:
        "404 page: link back to the home page, under the line 'PAGE NOT FOUND'",
    }),
};
