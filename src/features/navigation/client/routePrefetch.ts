/**
 * Stands in for Docusaurus's route-chunk prefetch helper
 * (`@docusaurus/core/lib/client/prefetch.js`, swapped in by this feature's
 * plugin, `../index.ts`). Docusaurus's `<Link>` watches every internal link
 * with an IntersectionObserver and, as soon as one is on screen, prefetches
 * all the chunks of its route through that helper. On a doc page that is a
 * dozen requests while the page is starting up, for pages the reader mostly
 * never opens: on a phone each response is main-thread work and bandwidth
 * taken from the page itself (the main-thread work `npm run bench` measures
 * with Lighthouse mobile drops without them). So this helper fetches
 * nothing. Navigation stays quick: Docusaurus still preloads a route (loads
 * and runs its chunks, `window.docusaurus.preload`) when a pointer enters or a
 * touch starts on its link, a moment before the click.
 */

/**
 * Called by Docusaurus with the URL of one chunk of a route whose link came
 * into view.
 * @param _url the chunk's URL (unused)
 * @returns a promise that is already fulfilled: nothing is fetched
 */
export default function prefetch(_url: string): Promise<void> {
  return Promise.resolve();
}
