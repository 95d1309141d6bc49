/**
 * Local Docusaurus plugin: input given before the page has hydrated is not
 * lost. It injects the early-input script at the top of `<body>`
 * (`common/earlyInputScript.ts`): clicks on the navbar's controls and
 * Ctrl/Cmd+K are kept (a stand-in search box appears at once) and an image
 * click is kept for the image zoom; `client/earlyInput.ts` carries them out
 * once React has hydrated (called from the site's `Root`).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {earlyInputScript} from './common/earlyInputScript';

/** Options: `imageSelector`, the CSS selector of the images whose first click is kept (for the image zoom). */
export type EarlyInputOptions = {readonly imageSelector: string};

/**
 * @param options `{imageSelector}`: which images' clicks to keep; the
 *   image-zoom feature owns the selector, docusaurus.config.ts passes it here
 * @throws when `imageSelector` is missing (a config error, at startup)
 */
export default function earlyInputPlugin(
  _context: LoadContext,
  options: unknown,
): Plugin {
  const {imageSelector} = (options ?? {}) as Partial<EarlyInputOptions>;
  if (typeof imageSelector !== 'string' || imageSelector === '')
    throw new Error('rslib-early-input: the imageSelector option is required.');
  return {
    name: 'rslib-early-input',
    injectHtmlTags() {
      return {
        preBodyTags: [
          {
            tagName: 'script',
            innerHTML: earlyInputScript(imageSelector),
          },
        ],
      };
    },
  };
}
