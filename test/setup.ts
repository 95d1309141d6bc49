import '@testing-library/jest-dom';
import {resetCodeTranslations} from './mocks/codeTranslations';

afterEach(() => {
  resetCodeTranslations();
});

// Docusaurus <Link> prefetches through the client entry's global API.
// (Suites under `@jest-environment node`, e.g. the remote search client's, have no window.)
if (typeof window !== 'undefined') {
  Object.assign(window, {
    docusaurus: {prefetch: () => false, preload: () => false},
  });
}
