/**
 * Local Docusaurus plugin: "Was this page helpful?" at the end of every doc
 * page. Its theme wraps `DocItem/Paginator` (`theme/`), so the section shows
 * wherever the previous/next links do: doc pages, not the home page, the blog
 * or pages with front matter `footer: false` or `pageType: custom|blank`.
 * An answer is remembered per page in localStorage and can be sent, with an
 * optional comment, as a prefilled GitHub issue (`common/issueUrl.ts`); the
 * site itself sends nothing.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The plugin: only a theme path (no options, nothing at build time). */
export default function feedbackPlugin(): Plugin {
  return {
    name: 'rslib-feedback',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
  };
}
