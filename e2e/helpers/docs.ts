/** Reads doc front matter so browser tests can expect each page's own title. */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {docFileOf} from '@site/test/docRoutes';
import {ROOT} from './server';

export const LOCALES = ['en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];

/** `<html lang>` of each locale (docusaurus.config.ts localeConfigs). */
export const HTML_LANG: Record<Locale, string> = {en: 'en', zh: 'zh-CN'};

/** Route with the locale prefix: `('/config/', 'zh')` → `/zh/config/`. */
export function localized(route: string, locale: Locale): string {
  return locale === 'en' ? route : `/${locale}${route}`;
}

/** The `title` front matter of a route's doc in a locale. */
export function docTitle(route: string, locale: Locale): string {
  const dir =
    locale === 'en'
      ? 'docs'
      : `i18n/${locale}/docusaurus-plugin-content-docs/current`;
  const source = readFileSync(path.join(ROOT, dir, docFileOf(route)), 'utf8');
  const match = source.match(/^title:\s*(.+)$/m);
  if (!match) throw new Error(`No title front matter for ${route} (${locale})`);
  return match[1].trim().replace(/^(['"])(.*)\1$/, '$2');
}

/** The `keywords` front matter of a route's doc in a locale (`keywords: [a, b]`), or undefined. */
export function docKeywords(
  route: string,
  locale: Locale,
): string[] | undefined {
  const dir =
    locale === 'en'
      ? 'docs'
      : `i18n/${locale}/docusaurus-plugin-content-docs/current`;
  const file = path.join(ROOT, dir, docFileOf(route));
  // The home page is no doc: it has no front-matter keywords to expect.
  if (!existsSync(file)) return undefined;
  const source = readFileSync(file, 'utf8');
  const list = source.match(/^keywords:\s*\[([^\]]*)\]\s*$/m)?.[1];
  return list
    ?.split(',')
    .map((word) => word.trim().replace(/^(['"])(.*)\1$/, '$2'))
    .filter(Boolean);
}
