/**
 * Local Docusaurus plugin: the first-visit redirect to the browser language's
 * locale (theme option `localeRedirect`), as a client module that runs before
 * hydration (`client/localeRedirectModule.ts`). Listed early among the
 * plugins, so its module is evaluated before the others'.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function localeRedirectPlugin(): Plugin {
  return {
    name: 'rslib-locale-redirect',
    getClientModules() {
      return [path.join(__dirname, 'client/localeRedirectModule.ts')];
    },
  };
}
