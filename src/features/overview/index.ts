/**
 * Local Docusaurus plugin: the headings of the docs in the given sidebars,
 * written to `@generated/rslib-overview/default/headings.json` and
 * imported only by the overview component, so the config overview can list
 * each page's headings without every other page loading them. Docs come from
 * what the docs plugin loaded (every version, the translated file in a
 * translated locale), keyed by permalink without the locale base.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractHeadings, type HeadingEntry} from './build/headings';
import {stripBaseUrl} from './common/overview';
import {loadedVersions, readMarkdownBody} from '../../common/build/loadedDocs';

export type DocHeadingsOptions = {
  /** Sidebars whose pages are listed, e.g. `['config', 'api']`. */
  readonly sidebars: readonly string[];
  /** Heading levels to keep (default `[2, 3]`; the overview shows depth 2 unless told). */
  readonly depths?: readonly number[];
};

/**
 * @param options `DocHeadingsOptions` (typed `unknown` because Docusaurus plugin
 *   configs are untyped)
 * @throws when `sidebars` is not an array of strings
 */
export default function docHeadingsPlugin(
  context: LoadContext,
  options: unknown,
): Plugin {
  const {sidebars, depths = [2, 3]} = options as DocHeadingsOptions;
  if (
    !Array.isArray(sidebars) ||
    sidebars.some((sidebar) => typeof sidebar !== 'string')
  ) {
    throw new Error(
      'rslib-overview: option `sidebars` must be an array of sidebar ids from sidebars.ts.',
    );
  }
  return {
    name: 'rslib-overview',
    // `@theme/Overview`, imported by the overview pages.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async allContentLoaded({allContent, actions}) {
      const headings: Record<string, HeadingEntry[]> = {};
      for (const version of loadedVersions(allContent)) {
        for (const doc of version.docs) {
          if (!doc.sidebar || !sidebars.includes(doc.sidebar)) continue;
          headings[stripBaseUrl(doc.permalink, context.baseUrl)] =
            extractHeadings(
              await readMarkdownBody(context, doc.source),
              depths,
            );
        }
      }
      await actions.createData('headings.json', JSON.stringify(headings));
    },
  };
}
