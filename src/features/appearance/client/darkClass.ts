/**
 * Client module: keeps the `dark` class of `<html>` in step with Docusaurus's
 * `data-theme` for the whole life of the page, so styles and scripts that look
 * for `html.dark` (the convention of Rspress, which rslib.rs is built with)
 * see the chosen theme too. Needed because Docusaurus rewrites the `<html>`
 * class list on navigation (page class names through Helmet) and changes
 * `data-theme` itself when the system theme changes in auto mode.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** Adds or removes `dark` on `root` to match its `data-theme`; touches the DOM only when they differ. */
export function syncDarkClass(root: HTMLElement): void {
  const dark = root.getAttribute('data-theme') === 'dark';
  if (root.classList.contains('dark') !== dark) {
    root.classList.toggle('dark', dark);
  }
}

/**
 * Syncs once, then after every change of `class` or `data-theme` on `root`.
 * @returns a function that stops watching
 */
export function watchDarkClass(root: HTMLElement): () => void {
  syncDarkClass(root);
  const observer = new MutationObserver(() => syncDarkClass(root));
  observer.observe(root, {
    attributes: true,
    attributeFilter: ['class', 'data-theme'],
  });
  return () => observer.disconnect();
}

if (ExecutionEnvironment.canUseDOM) {
  watchDarkClass(document.documentElement);
}
