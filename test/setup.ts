import '@testing-library/jest-dom';
import {configure} from '@testing-library/react';
import {TextDecoder, TextEncoder} from 'node:util';
import {resetCodeTranslations} from './mocks/codeTranslations';

// React's server renderer (hydration tests render the server markup first)
// needs TextEncoder, which jsdom lacks.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, {TextEncoder, TextDecoder});
}

afterEach(() => {
  resetCodeTranslations();
});

// `findBy…`/`waitFor` wait 1 s by default. Menus and dialogs that load their
// content on first use (`import()`) get it in milliseconds, but the first such
// import of a run compiles the module, which on a loaded 2-core machine (CI
// beside a build) has taken longer: wait up to 10 s, which only a lost update
// ever reaches.
configure({asyncUtilTimeout: 10_000});

// Docusaurus <Link> prefetches through the client entry's global API.
// (Suites under `@jest-environment node`, e.g. the remote search client's, have no window.)
if (typeof window !== 'undefined') {
  Object.assign(window, {
    docusaurus: {prefetch: () => false, preload: () => false},
  });
}

// jsdom has <dialog> without showModal()/close() (jsdom issue 3294). A
// stand-in with the browser behaviour the search modal relies on: `open`,
// Escape sends a cancelable `cancel` event to the open modal dialog and
// closes it unless cancelled, close() sends `close`. Focus trapping and the
// top layer are checked in the browser tests.
if (
  typeof HTMLDialogElement !== 'undefined' &&
  typeof HTMLDialogElement.prototype.showModal !== 'function'
) {
  HTMLDialogElement.prototype.showModal = function showModal(
    this: HTMLDialogElement,
  ) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const dialogs =
      document.querySelectorAll<HTMLDialogElement>('dialog[open]');
    const dialog = dialogs[dialogs.length - 1];
    if (dialog && dialog.dispatchEvent(new Event('cancel', {cancelable: true})))
      dialog.close();
  });
}
