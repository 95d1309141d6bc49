import '@testing-library/jest-dom';
import {resetCodeTranslations} from './mocks/codeTranslations';

afterEach(() => {
  resetCodeTranslations();
});

// Docusaurus <Link> prefetches through the client entry's global API.
Object.assign(window, {docusaurus: {prefetch: () => false, preload: () => false}});
