declare module '@generated/rslib-doc-headings/default/headings.json' {
  import type {HeadingEntry} from '@site/src/lib/headings';
  const headings: Record<string, HeadingEntry[]>;
  export default headings;
}
