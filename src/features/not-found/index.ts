/**
 * Local Docusaurus plugin: copies the 404 page's labels (`notFound.*` ids) of
 * every locale's `i18n/<locale>/code.json` into global data, so the 404 page
 * can speak the language of the URL it replaces. Static servers
 * (`docusaurus serve`, most hosts) answer every unknown path with the default
 * locale's `404.html`, whose bundle only carries English translations;
 * `/zh/nope` still has to say 页面未找到. A few dozen bytes per page.
 *
 * Global data: `{[locale]: {[id]: message}}`, read by
 * `src/features/not-found/client/useNotFoundPage.ts`. Its theme ejects
 * `NotFound/Content` (`theme/`): the 404 page in the URL's language, with a
 * home link that keeps the URL's docs version.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {NOT_FOUND_LABELS_PLUGIN} from './common/notFound';

/** Prefix of the label ids copied. */
const ID_PREFIX = 'notFound.';

/**
 * Picks the `notFound.*` messages of a Docusaurus `code.json` text.
 * @throws when the text is not JSON (a broken translation file should fail the build)
 */
export function pickNotFoundMessages(codeJson: string): Record<string, string> {
  const parsed = JSON.parse(codeJson) as Record<
    string,
    {message?: unknown} | undefined
  >;
  const result: Record<string, string> = {};
  for (const [id, entry] of Object.entries(parsed)) {
    if (id.startsWith(ID_PREFIX) && typeof entry?.message === 'string') {
      result[id] = entry.message;
    }
  }
  return result;
}

export default function notFoundLabelsPlugin(context: LoadContext): Plugin {
  const {i18n, siteDir} = context;
  const fileOf = (locale: string) =>
    path.resolve(
      siteDir,
      i18n.path,
      i18n.localeConfigs[locale]?.path ?? locale,
      'code.json',
    );
  return {
    name: NOT_FOUND_LABELS_PLUGIN,
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getPathsToWatch() {
      return i18n.locales.map(fileOf);
    },
    async loadContent() {
      const tables: Record<string, Record<string, string>> = {};
      for (const locale of i18n.locales) {
        const file = fileOf(locale);
        if (existsSync(file)) {
          tables[locale] = pickNotFoundMessages(readFileSync(file, 'utf8'));
        }
      }
      return tables;
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content as Record<string, Record<string, string>>);
    },
  };
}
