/**
 * Client module (registered by the hydration plugin, `getClientModules`): records
 * that the page's first render in the browser has been committed. Docusaurus
 * calls every client module's `onRouteDidUpdate` after a route has rendered,
 * the first time right after React has hydrated the server markup (its
 * documented lifecycle; never on the server). Parts that keep their server
 * markup read `isHydrating()` once, when they first render: one rendered
 * before the flag is set is hydrating and keeps its server markup; one
 * rendered after it mounted later (client-side navigation) and renders its
 * content. A module variable rather than React state, so setting it
 * re-renders nothing.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';

let firstRenderDone = false;

/**
 * Whether the current render is the browser's hydration of the page: in the
 * browser, before the first render has been committed. Parts that keep their
 * server markup while the page hydrates (code blocks, `ServerMarkup`,
 * `WideScreenOnly`) read it once, on their first render.
 * @returns `false` on the server and after the first browser render
 */
export function isHydrating(): boolean {
  return ExecutionEnvironment.canUseDOM && !firstRenderDone;
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    firstRenderDone = true;
  },
};

export default clientModule;
