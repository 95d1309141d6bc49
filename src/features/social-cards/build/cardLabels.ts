/**
 * The section names drawn on the cards, read from the locale's `code.json`
 * (`i18n/<locale>/code.json`), where the pages' own `translate()` calls find
 * them too (`../client/labels.ts`, `../theme/BlogPostPage/Metadata`): the card and its alt text name the
 * section alike.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {DOC_SECTION_KEYS, type SectionKey} from '../common/socialCard';

const SECTION_KEYS: readonly SectionKey[] = [...DOC_SECTION_KEYS, 'blog'];

/** Label id of a section's name (`client/labels.ts`, the blog post wrap). */
export function sectionLabelId(key: SectionKey): string {
  return `seo.card.${key}`;
}

/**
 * Section names of one locale.
 *
 * @param localizationDir the locale's translation folder (`context.localizationDir`)
 * @throws when `code.json` is missing or lacks a section's label (run
 *   `npm run write-translations -- --locale <locale>` and translate it)
 */
export function readSectionLabels(
  localizationDir: string,
): Record<SectionKey, string> {
  const file = path.join(localizationDir, 'code.json');
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<
    string,
    {message?: string} | undefined
  >;
  return Object.fromEntries(
    SECTION_KEYS.map((key) => {
      const message = messages[sectionLabelId(key)]?.message;
      if (!message) {
        throw new Error(
          `Social cards: ${file} has no message for ${sectionLabelId(key)}.`,
        );
      }
      return [key, message];
    }),
  ) as Record<SectionKey, string>;
}
