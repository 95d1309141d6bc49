/**
 * The site copy of `freshness.e2e.ts`: a git history of known dates — the
 * copy on 5 January 2026, a new English page on 2 February 2026 (no
 * translation: missing), then on 14 March 2026 a change to the English CLI
 * page (its translation becomes stale) — built in Chinese only (the notices
 * exist only there; the English dates come from git, not from the English
 * build), current docs only. Built alone, the Chinese locale is served at
 * the root.
 */
import {appendFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {SiteCopyRecipe} from './siteCopy';

/**
 * Made stale: its English page changes on 14 March 2026. `path` is the page's
 * path under a locale: the English page's URL, the Chinese page's after `/zh`
 * (and in the copy, built in Chinese alone, served at the root).
 */
export const STALE = {file: 'guide/basic/cli.mdx', path: '/guide/basic/cli'};
/** Made missing: a new English page without a translation (and without links, see the spec). */
export const MISSING = {
  file: 'guide/faq/freshness-check.mdx',
  path: '/guide/faq/freshness-check',
};
/** Left alone. */
export const UP_TO_DATE = {
  file: 'guide/start/quick-start.mdx',
  path: '/guide/start/quick-start',
};

export const FRESHNESS_SITE: SiteCopyRecipe = {
  name: 'freshness',
  copiedAt: '2026-01-05T12:00:00Z',
  commits: [
    {
      message: 'New English page',
      date: '2026-02-02T09:00:00Z',
      change: (site) =>
        writeFileSync(
          path.join(site, 'docs', MISSING.file),
          '---\ntitle: Freshness check\ndescription: A page with no translation yet.\n---\n\n# Freshness check\n\nOnly in English.\n',
        ),
    },
    {
      message: 'English CLI page changed',
      date: '2026-03-14T10:00:00Z',
      change: (site) =>
        appendFileSync(
          path.join(site, 'docs', STALE.file),
          '\nA sentence the translation does not have yet.\n',
        ),
    },
  ],
  locales: ['zh'],
  // The notices of the current docs only: older versions would double the build.
  docsVersions: 'current',
};
