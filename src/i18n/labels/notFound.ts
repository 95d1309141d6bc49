/**
 * 404 page labels (SPEC §2 Pages: Unknown path).
 * One `translate()` call per label, with an explicit id, the SPEC's English
 * as default message and a description naming the SPEC section, so
 * `npm run write-translations -- --locale zh` lists it (see README, translators).
 * Functions, not constants: the locale is read at render time. Labels are
 * split by area so each is bundled only with the components that show it.
 */
import {translate} from '@docusaurus/Translate';

/** 404 page labels (SPEC §2 Pages: Unknown path; §8 Unknown page). '404' itself is not translated. */
export const notFoundLabels = {
  pageNotFound: () =>
    translate({
      id: 'notFound.pageNotFound',
      message: 'PAGE NOT FOUND',
      description:
        'SPEC §2 Unknown path: line under the big 404 of the not-found page',
    }),
  takeMeHome: () =>
    translate({
      id: 'notFound.takeMeHome',
      message: 'Take me home',
      description:
        'SPEC §2 Unknown path: link of the not-found page back to the home page',
    }),
};
