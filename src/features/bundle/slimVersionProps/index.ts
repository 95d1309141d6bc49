/**
 * Local Docusaurus plugin that keeps doc pages within the size budget (see
 * contributing/maintaining.md, "Size budget"): drops the doc descriptions from the version metadata every doc page
 * loads (see transform.cjs), which nothing on the page reads, so every first
 * visit downloads less. Applied to the
 * client and the server bundle alike. The build fails when the docs plugin no
 * longer writes that metadata where the loader looks, so the cut cannot
 * silently stop working after a Docusaurus upgrade. If the site ever shows `<DocCardList />`
 * cards, remove this plugin: the cards read those descriptions.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Where the docs plugin writes the route-props modules (`p/*.json`) that the
 * loader rule matches.
 */
function propsDir(context: LoadContext): string {
  return path.join(
    context.generatedFilesDir,
    'docusaurus-plugin-content-docs',
    'default',
    'p',
  );
}

/**
 * Whether the docs plugin still writes what this plugin slims: a props module
 * with `version.docs`.
 */
export function hasVersionProps(dir: string): boolean {
  if (!existsSync(dir)) return false;
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .some((file) => {
      try {
        const props = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
        return typeof props?.version?.docs === 'object';
      } catch {
        return false;
      }
    });
}

export default function slimVersionPropsPlugin(context: LoadContext): Plugin {
  return {
    name: 'rslib-slim-version-props',
    /**
     * Checked after the build (the route props are written while the site is
     * generated, after the plugins' content hooks).
     * @throws when the docs plugin no longer writes version metadata where the
     *   loader looks: the cut would silently stop working (Docusaurus changed)
     */
    async postBuild() {
      if (!hasVersionProps(propsDir(context))) {
        throw new Error(
          `rslib-slim-version-props: no docs route props with version metadata in ${propsDir(context)}. Docusaurus changed how it writes them: update src/features/bundle/slimVersionProps (the loader rule and transform) or remove the plugin.`,
        );
      }
    },
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
              use: [{loader: path.join(__dirname, 'loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
