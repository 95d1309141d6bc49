declare module '@generated/rslib-doc-headings/default/headings.json' {
  import type {HeadingEntry} from '@site/src/lib/headings';
  const headings: Record<string, HeadingEntry[]>;
  export default headings;
}

/** Prism's core without grammars (used by src/plugins/slimPrism). */
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}

/** Token colors of the compact code blocks, written by src/plugins/codeTheme.ts. */
declare module '@generated/rslib-code-theme/default/code-theme.css';
