/**
 * The Prism core, in manual mode: `./manualMode` runs first and tells Prism
 * not to syntax-highlight `<code class="language-…">` elements on DOMContentLoaded by
 * itself (that would rewrite React-rendered code blocks and break hydration),
 * nor to listen for worker messages. The grammar components (`prism-*.js`)
 * register on a global `Prism`, so the instance is published there.
 */
import './manualMode';
import Prism from 'prismjs/components/prism-core';

(globalThis as {Prism?: unknown}).Prism = Prism;

export default Prism;
