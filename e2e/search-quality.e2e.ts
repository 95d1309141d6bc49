/**
 * Search quality on the production build: every query of the quality table
 * (`e2e/helpers/searchQuality.ts`: reader words found through the synonym
 * lists, identifiers found in code blocks, both languages) finds its page
 * first in the search modal, and where the modal showed a titles-only first
 * answer, it named the same first page as the full answer.
 */
import type {Browser} from 'playwright-core';
import {scoreSearchQuality} from '../scripts/lib/searchQuality';
import {launchBrowser} from './helpers/browser';
import {BASE_URL} from './helpers/server';
import {askSearchModal, SEARCH_QUALITY_TABLE} from './helpers/searchQuality';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

it('the table has at least 20 English and 20 Chinese queries', () => {
  const count = (locale: string) =>
    SEARCH_QUALITY_TABLE.filter((entry) => entry.locale === locale).length;
  expect(count('en')).toBeGreaterThanOrEqual(20);
  expect(count('zh')).toBeGreaterThanOrEqual(20);
});

it('every query of the table finds its page first, and the first answer agrees with the full one', async () => {
  const score = scoreSearchQuality(
    await askSearchModal(browser, BASE_URL, SEARCH_QUALITY_TABLE),
  );
  // The misses listed with their rank and the first three pages found.
  expect(
    score.misses.map(
      (miss) =>
        `${miss.locale} ${JSON.stringify(miss.query)} → ${miss.page}: rank ${miss.rank || 'none'}; first ${miss.got.join(', ')}`,
    ),
  ).toEqual([]);
  expect(score.disagreements).toEqual([]);
  expect(score.hitAt1).toBe(SEARCH_QUALITY_TABLE.length);
}, 240_000);
