/**
 * Client module: a page chunk that fails to load (offline, a new deployment)
 * is logged as one warning, never an uncaught error. Docusaurus itself
 * handles a failed navigation by logging it and loading the target page in
 * full, so the reader never sees a blank page; this catches the preloads that links start
 * on hover and that nothing else awaits.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {isChunkLoadError, pageDataWarning} from './pageData';

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener(
    'unhandledrejection',
    (event: PromiseRejectionEvent) => {
      if (!isChunkLoadError(event.reason)) return;
      event.preventDefault();
      console.warn(pageDataWarning(event.reason));
    },
  );
}

export {};
