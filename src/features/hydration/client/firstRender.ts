/**
 * Client module (registered by the code plugin, `getClientModules`): records
 * that the page's first render in the browser has been committed. Docusaurus
 * calls every client module's `onRouteDidUpdate` after a route has rendered,
 * the first time right after React has hydrated the server markup (its
 * documented lifecycle; never on the server). Code blocks read the flag once,
 * when they first render: a block rendered before it is set is hydrating and
 * keeps its server markup; one rendered after it mounted later (client-side
 * navigation) and needs its HTML. A module variable rather than React state,
 * so setting it re-renders nothing.
 */
import type {ClientModule} from '@docusaurus/types';

let firstRenderDone = false;

/**
 * Whether the page's first browser render has been committed.
 * @returns `false` on the server and while the page hydrates, `true` afterwards
 */
export function isFirstRenderDone(): boolean {
  return firstRenderDone;
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    firstRenderDone = true;
  },
};

export default clientModule;
