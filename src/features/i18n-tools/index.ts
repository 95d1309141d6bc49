/**
 * Local Docusaurus plugin: translation freshness for readers and translators,
 * computed at build time from the same report as `npm run i18n:status`
 * (`build/statusReport.ts`).
 *
 * - A Chinese doc page whose translation is stale (its English page changed
 *   after the recorded `source_hash`) or missing (the English text is shown)
 *   gets a notice at its top: since when the English page changed (its
 *   last-updated date, read the way Docusaurus reads it), a link to the English
 *   page and one to edit the translation. Every docs version has its own:
 *   a 0.x Chinese page is compared with, and links to, the 0.x English page. The notice data is added to that
 *   doc's own metadata module (`noticeLoader.cjs`), so up-to-date pages and
 *   English pages ship none of it; `theme/ContentVisibility` renders it.
 * - `/translation-status` and `/zh/translation-status`: every doc of every
 *   version (a section each, current first) with its status and both
 *   last-updated dates, the label files' coverage and the term
 *   list hits, for translators and reviewers (each locale's build has one, in
 *   its language). `noindex`, so neither the sitemap nor search engines list it;
 *   the search plugin indexes docs and blog posts only.
 *
 * The texts of both are this plugin's translation file
 * (`i18n/<locale>/rslib-i18n-tools/labels.json`, defaults in `data/labels.ts`).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_PARSE_FRONT_MATTER,
  normalizeUrl,
  readLastUpdateData,
  type FrontMatterLastUpdate,
} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {
  PLUGIN_NAME,
  TRANSLATION_LOCALE,
  docRows,
  generatedLabels,
  labelRows,
  sitePaths,
  termRows,
  versionInfos,
  type LabelRow,
  type TranslationReport,
} from './build/statusReport';
import {
  docKey,
  resolveLabels,
  showDate,
  statusPageData,
  translationNotices,
  type DocFacts,
  type LoadedDocPage,
} from './build/freshness';
import {LABELS} from './data/labels';
import {NOTICE_MARKER, STATUS_PAGE_PATH, type ShownDate} from './common/types';
import {docRelativePath, loadedVersions} from '../../common/build/loadedDocs';

/**
 * What `write-translations` generates for a locale: the labels the code
 * carries, for other features' build steps (the bundle plugin ships English
 * pages without the labels equal to them).
 */
export {generatedLabels};

/** This plugin's content: its label file, translated by Docusaurus for the locale being built. */
type Content = {
  labels: Record<string, {message: string; description?: string}>;
};

/**
 * Label coverage needs `write-translations` (a child Docusaurus process, a few
 * seconds). Docusaurus loads the config, and so this module, afresh for each
 * locale it builds, so the result is kept on `globalThis`: one run per build.
 */
const LABEL_CACHE = Symbol.for('rslib.i18nTools.labelRows');

function labelRowsOnce(siteDir: string): Promise<LabelRow[]> {
  const store = globalThis as unknown as Record<
    symbol,
    Map<string, Promise<LabelRow[]>> | undefined
  >;
  const cache = (store[LABEL_CACHE] ??= new Map());
  let rows = cache.get(siteDir);
  if (!rows) {
    rows = generatedLabels(siteDir).then((generated) =>
      labelRows(siteDir, sitePaths(siteDir), generated),
    );
    // A failure is reported by this build and retried by the next one.
    rows.catch(() => cache.delete(siteDir));
    cache.set(siteDir, rows);
  }
  return rows;
}

/**
 * The plugin (no options). Every locale's build computes the report and adds
 * its status page; the translated locale's build also writes the notices.
 * @throws (from its hooks) when `write-translations` fails, or when a page that
 *   should show a notice does not (see `postBuild`)
 */
export default function i18nToolsPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig, i18n, baseUrl, generatedFilesDir} = context;
  const locale = i18n.currentLocale;
  const paths = sitePaths(siteDir);
  // Where the notices of this locale's build are written (only in the translated locale).
  let noticesFile: string | undefined;
  let noticeRoutes: string[] = [];

  /**
   * A file's last-updated time (ms), as the docs plugin computes `lastUpdatedAt`:
   * front matter `last_update.date`, else the site's VCS (git). A file git does
   * not know yet (new, not committed) counts as changed now.
   */
  async function lastUpdated(file: string): Promise<number> {
    const fileContent = readFileSync(file, 'utf8');
    const {frontMatter} = await siteConfig.markdown.parseFrontMatter({
      filePath: file,
      fileContent,
      defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    });
    const {lastUpdatedAt} = await readLastUpdateData(
      file,
      {showLastUpdateTime: true, showLastUpdateAuthor: false},
      frontMatter.last_update as FrontMatterLastUpdate | undefined,
      siteConfig.future.experimental_vcs,
    );
    return lastUpdatedAt ?? Date.now();
  }

  const calendar = i18n.localeConfigs[locale]?.calendar;
  const shown = (timestamp: number): ShownDate =>
    showDate(timestamp, locale, calendar);

  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async loadContent(): Promise<Content> {
      return {labels: {...LABELS}};
    },

    // `write-translations` writes this file to `i18n/<locale>/rslib-i18n-tools/labels.json`.
    getTranslationFiles({content}) {
      return [{path: 'labels', content: (content as Content).labels}];
    },

    // Docusaurus hands back the file of the locale being built (defaults where it has no message).
    // English texts come from `data/labels.ts` only: an `i18n/en/` copy left by
    // `write-translations --locale en` would otherwise keep old wording.
    translateContent({content, translationFiles}): Content {
      if (locale === i18n.defaultLocale) return content as Content;
      return {
        labels: translationFiles[0]?.content ?? (content as Content).labels,
      };
    },

    async allContentLoaded({allContent, actions}) {
      const own = allContent[PLUGIN_NAME]?.default as Content | undefined;
      const labels = resolveLabels(own?.labels);
      const report: TranslationReport = {
        versions: versionInfos(paths),
        docs: docRows(paths),
        labels: await labelRowsOnce(siteDir),
        terms: termRows(siteDir, paths),
      };
      // Every loaded doc page of every version, by version and file: the same
      // file exists in current and in 0.x, each with its own page.
      const pages = new Map<string, LoadedDocPage>();
      for (const version of loadedVersions(allContent)) {
        for (const doc of version.docs) {
          pages.set(docKey(version.versionName, docRelativePath(doc)), doc);
        }
      }
      const folders = new Map(
        paths.versions.map((version) => [version.name, version]),
      );

      const facts = new Map<string, DocFacts>();
      await Promise.all(
        report.docs.map(async (row) => {
          const version = folders.get(row.version);
          if (!version) return;
          const key = docKey(row.version, row.file);
          const translated = path.join(version.translatedDocs, row.file);
          facts.set(key, {
            href: pages.get(key)?.permalink,
            englishUpdated: shown(
              await lastUpdated(path.join(version.docs, row.file)),
            ),
            ...(existsSync(translated)
              ? {translationUpdated: shown(await lastUpdated(translated))}
              : {}),
          });
        }),
      );

      const builtAt = shown(Date.now());
      const pageData = await actions.createData(
        `status-${locale}.json`,
        JSON.stringify(statusPageData(report, labels, facts, builtAt)),
      );
      actions.addRoute({
        path: normalizeUrl([baseUrl, STATUS_PAGE_PATH]),
        component: '@theme/TranslationStatusPage',
        exact: true,
        modules: {data: pageData},
      });

      if (locale !== TRANSLATION_LOCALE) return;
      const {notices, routes} = translationNotices(
        report,
        pages,
        facts,
        labels,
        {
          baseUrl,
          defaultBaseUrl:
            i18n.localeConfigs[i18n.defaultLocale]?.baseUrl ??
            siteConfig.baseUrl,
        },
      );
      noticeRoutes = routes;
      noticesFile = await actions.createData(
        `notices-${locale}.json`,
        JSON.stringify(notices),
      );
    },

    configureWebpack() {
      if (!noticesFile) return {};
      // The docs plugin's per-doc metadata modules (`<generated>/docusaurus-plugin-content-docs/<id>/*.json`),
      // each imported by its own page only.
      const metadataDir = path.join(
        generatedFilesDir,
        'docusaurus-plugin-content-docs',
      );
      return {
        module: {
          rules: [
            {
              test: (resource: string) =>
                resource.endsWith('.json') &&
                path.dirname(path.dirname(resource)) === metadataDir,
              use: [
                {
                  loader: path.join(__dirname, 'build', 'noticeLoader.cjs'),
                  options: {noticesFile},
                },
              ],
            },
          ],
        },
      };
    },

    /**
     * @throws when a page that should show a notice does not: the docs plugin
     *   no longer writes its doc metadata where `noticeLoader.cjs` looks
     *   (Docusaurus changed), so the notices would silently disappear
     */
    async postBuild({outDir}) {
      const lost = noticeRoutes.filter((route) => {
        const relative = route.slice(baseUrl.length);
        const file = [
          path.join(outDir, relative, 'index.html'),
          path.join(outDir, `${relative}.html`),
        ].find((candidate) => existsSync(candidate));
        return !file || !readFileSync(file, 'utf8').includes(NOTICE_MARKER);
      });
      if (lost.length > 0) {
        throw new Error(
          `${PLUGIN_NAME}: no translation notice on ${lost.join(', ')}. Docusaurus changed how it writes doc metadata: update src/features/i18n-tools/build/noticeLoader.cjs.`,
        );
      }
    },
  };
}
