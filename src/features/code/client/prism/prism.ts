/**
 * The Prism instance of the site's code blocks, with the grammars the docs use:
 * markup (HTML), CSS, JavaScript, JSX, TypeScript, TSX, Bash, JSON and diff.
 * A fence in any other language renders as plain text, so
 * `test/content.test.ts` fails on one: add its `prismjs/components/prism-<name>`
 * import here (after the grammars it extends). Loaded by the server for every
 * page and by the browser only for code blocks that mount after hydration
 * (`src/features/code/client/prism/loader.client.ts`).
 */
import Prism from './prismCore';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-tsx';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-diff';

export default Prism;
