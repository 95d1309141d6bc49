declare module '@generated/rslib-overview/default/headings.json' {
  import type {HeadingEntry} from '@site/src/features/overview/build/headings';
  const headings: Record<string, HeadingEntry[]>;
  export default headings;
}

/** Prism's core without grammars (used by src/features/code/client/prism). */
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}

/** Token colors of the compact code blocks, written by the code plugin (src/features/code/index.ts). */
declare module '@generated/rslib-code/default/code-theme.css';

/** Prism on the server, fetched on demand in the browser (alias set by src/features/code/index.ts). */
declare module '@rslib/prism-loader' {
  export {
    loadPrism,
    loadedPrism,
  } from '@site/src/features/code/client/prism/loader.server';
}
