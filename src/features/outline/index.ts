/**
 * Local Docusaurus plugin: the doc outline ("ON THIS PAGE"). Its theme
 * (`theme/`) wraps `DocItem/TOC/Desktop` and `DocItem/TOC/Mobile` to provide
 * the outline title (`client/docOutlineTitle.tsx`), and ejects `TOC` (title in
 * the sticky box, our highlight: `client/useOutlineHighlight.ts`) and
 * `TOCCollapsible` with its `CollapseButton` (the narrow-screen dropdown:
 * title as label, closes on an outside click).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The plugin: only a theme path (no options, nothing at build time). */
export default function outlinePlugin(): Plugin {
  return {
    name: 'rslib-outline',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
  };
}
