/**
 * Local Docusaurus plugin: input given before the page has hydrated is not
 * lost. It injects the early-input script at the top of `<body>`
 * (`common/earlyInputScript.ts`): clicks on the navbar's controls and
 * Ctrl/Cmd+K are kept (a stand-in search box appears at once) and an image
 * click is kept for the image zoom; `client/earlyInput.ts` carries them out
 * once React has hydrated (called from the site's `Root`).
 */
import type {Plugin} from '@docusaurus/types';
import {earlyInputScript} from './common/earlyInputScript';
import {IMAGE_ZOOM_SELECTOR} from '../image-zoom/common/imageZoom';

export default function earlyInputPlugin(): Plugin {
  return {
    name: 'rslib-early-input',
    injectHtmlTags() {
      return {
        preBodyTags: [
          {tagName: 'script', innerHTML: earlyInputScript(IMAGE_ZOOM_SELECTOR)},
        ],
      };
    },
  };
}
