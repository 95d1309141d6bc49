/**
 * `@generated/codeTranslations` in jest. Empty = English defaults. Tests call
 * `useCodeTranslations('zh')` to load the committed `i18n/zh/code.json`; the
 * setup file resets it after each test.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

const codeTranslations: Record<string, string> = {};
export default codeTranslations;

/** Loads `i18n/<locale>/code.json` (flattened to id → message) into the mock. */
export function useCodeTranslations(locale: string): Record<string, string> {
  const file = path.join(__dirname, '..', '..', 'i18n', locale, 'code.json');
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<
    string,
    {message: string}
  >;
  for (const [id, entry] of Object.entries(json)) {
    codeTranslations[id] = entry.message;
  }
  return codeTranslations;
}

export function resetCodeTranslations(): void {
  for (const key of Object.keys(codeTranslations)) {
    delete codeTranslations[key];
  }
}
