/**
 * Local Docusaurus plugin: what the browser needs to know about hydration.
 * Its client module `client/firstRender.ts` records when the page's first
 * render (hydrating the server markup) has been committed, through
 * Docusaurus's documented `onRouteDidUpdate`; code blocks keep their server
 * markup while the page hydrates, and `client/WideScreenOnly.tsx` leaves
 * wide-screen-only parts unhydrated on narrow screens. Its theme keeps the
 * server markup of the doc footer's "Last updated" line while the page
 * hydrates (`theme/LastUpdated`, through `client/ServerMarkup.tsx`). Listed before the
 * features that read it.
 *
 * Its page template (`build/ssrTemplate.ts`, set as `ssrTemplate` in
 * `docusaurus.config.ts`, since a plugin cannot change the template) starts
 * React and the entry scripts after the first contentful paint
 * (`common/entryScriptsLoader.ts`): hydration never delays the first sight of
 * the page. Its head tag holds that first paint until the navbar is parsed
 * whole, so it is never painted half-built.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Id of the element Docusaurus's layout opens right after the navbar (the
 * skip-to-content target wrapping the main content).
 */
export const MAIN_WRAPPER_ID = '__docusaurus_skipToContent_fallback';

export default function hydrationPlugin(): Plugin {
  return {
    name: 'rslib-hydration',
    injectHtmlTags() {
      return {
        // No paint before the navbar has been parsed whole: with a slow CPU the
        // browser can paint a half-parsed document, and every navbar item
        // parsed after that paint pushed the right-aligned ones aside (a
        // layout shift). `rel="expect"` holds rendering until the element
        // after the navbar is parsed (Chromium 124+; other browsers ignore it,
        // and rendering resumes at the end of parsing if it is missing).
        headTags: [
          {
            tagName: 'link',
            attributes: {
              rel: 'expect',
              href: `#${MAIN_WRAPPER_ID}`,
              blocking: 'render',
            },
          },
        ],
      };
    },
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [
        path.join(__dirname, 'client/firstRender.ts'),
        path.join(__dirname, 'client/wideScreenOnly.css'),
      ];
    },
  };
}
