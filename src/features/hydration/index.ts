/**
 * Local Docusaurus plugin: what the browser needs to know about hydration.
 * Its client module `client/firstRender.ts` records when the page's first
 * render (hydrating the server markup) has been committed, through
 * Docusaurus's documented `onRouteDidUpdate`; code blocks keep their server
 * markup while the page hydrates, and `client/WideScreenOnly.tsx` leaves
 * wide-screen-only parts unhydrated on narrow screens. Listed before the
 * features that read it.
 *
 * Its page template (`build/ssrTemplate.ts`, set as `ssrTemplate` in
 * `docusaurus.config.ts`, since a plugin cannot change the template) starts
 * React and the entry scripts after the first contentful paint
 * (`common/entryScriptsLoader.ts`): hydration never delays the first sight of
 * the page.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function hydrationPlugin(): Plugin {
  return {
    name: 'rslib-hydration',
    getClientModules() {
      return [
        path.join(__dirname, 'client/firstRender.ts'),
        path.join(__dirname, 'client/wideScreenOnly.css'),
      ];
    },
  };
}
