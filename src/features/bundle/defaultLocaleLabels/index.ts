/**
 * Part of the bundle plugin: pages of the default locale (English) ship only
 * the labels whose text differs from the one written in the code.
 *
 * Docusaurus bundles the built locale's `i18n/<locale>/code.json` into the
 * main chunk, and `translate()` falls back to the `message` its call carries
 * when an id is missing. The committed `i18n/en/code.json` lists every id (the
 * translators' reference), so for English almost every entry repeats the
 * call's own text, bytes every first visit would download for nothing. The build asks
 * `write-translations --locale en` for the code's texts (the same extraction
 * the translators' files come from) and the loader (`transform.cjs`) drops
 * the entries equal to them. Entries it does not find, or that differ (the site's wording of a
 * Docusaurus label, such as 'Previous Page'), ship as before. Other locales
 * and the dev server are untouched.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {generatedLabels} from '../../i18n-tools';

/** The module Docusaurus writes the built locale's labels to, imported as `@generated/codeTranslations`. */
export const CODE_TRANSLATIONS_FILE = 'codeTranslations.json';

/**
 * @param context the site's load context (default locale, locale being built,
 *   generated files folder)
 * @throws (from `allContentLoaded`) when `write-translations` fails
 */
export default function defaultLocaleLabels(context: LoadContext): Plugin {
  const {currentLocale, defaultLocale} = context.i18n;
  const active =
    currentLocale === defaultLocale && process.env.NODE_ENV === 'production';
  let codeTexts: Record<string, {message: string}> | undefined;
  return {
    name: 'rslib-default-locale-labels',
    async allContentLoaded() {
      if (!active) return;
      codeTexts = (await generatedLabels(context.siteDir, defaultLocale))[
        'code.json'
      ];
    },
    configureWebpack() {
      if (!codeTexts) return {};
      return {
        module: {
          rules: [
            {
              test: path.join(
                context.generatedFilesDir,
                CODE_TRANSLATIONS_FILE,
              ),
              use: [
                {
                  loader: path.join(__dirname, 'loader.cjs'),
                  options: {codeTexts},
                },
              ],
            },
          ],
        },
      };
    },
  };
}
