/**
 * Translation status logic for translators: which Chinese pages and labels are
 * missing or older than their English source, so the Chinese site stays complete.
 * Pure functions over file contents and message maps; the CLI in
 * `scripts/i18n-status.ts` does the file system work.
 */
import {createHash} from 'node:crypto';

/** Front matter key holding the hash of the English source a translation was made from. */
export const SOURCE_HASH_KEY = 'source_hash';

export type DocStatus = 'missing' | 'stale' | 'up-to-date';

/** Docusaurus translation file shape: id → {message, description?}. */
export type Messages = Record<string, {message: string; description?: string}>;

/** Short content hash of an English doc (sha256, first 12 hex digits; line endings normalized). */
export function sourceHash(englishSource: string): string {
  return createHash('sha256')
    .update(englishSource.replace(/\r\n/g, '\n').trimEnd())
    .digest('hex')
    .slice(0, 12);
}

/** The `source_hash` recorded in a translation's front matter, or `undefined`. */
export function readSourceHash(translation: string): string | undefined {
  const frontMatter = translation.match(/^---\n([\s\S]*?)\n---/);
  const match = frontMatter?.[1].match(
    new RegExp(`^${SOURCE_HASH_KEY}:\\s*['"]?([0-9a-f]+)['"]?\\s*$`, 'm'),
  );
  return match?.[1];
}

/**
 * Status of one translated doc: `missing` without a translation, `stale` when
 * the recorded hash is absent or differs from the English source's hash.
 */
export function docStatus(
  englishSource: string,
  translation: string | undefined,
): DocStatus {
  if (translation === undefined) return 'missing';
  return readSourceHash(translation) === sourceHash(englishSource)
    ? 'up-to-date'
    : 'stale';
}

/**
 * Records `hash` in a translation's front matter (replacing an older one).
 * @throws when the translation has no front matter block
 */
export function stampSourceHash(translation: string, hash: string): string {
  const frontMatter = translation.match(/^---\n([\s\S]*?)\n---/);
  if (!frontMatter)
    throw new Error(
      'The translation has no front matter block to record the source hash in.',
    );
  const lines = frontMatter[1]
    .split('\n')
    .filter((line) => !line.startsWith(`${SOURCE_HASH_KEY}:`));
  lines.push(`${SOURCE_HASH_KEY}: ${hash}`);
  return `---\n${lines.join('\n')}\n---${translation.slice(frontMatter[0].length)}`;
}

/**
 * UI label ids still needing a translator.
 *
 * @param generated what `write-translations --locale zh` would write (every current id,
 *   new ones with their English default)
 * @param current the committed Chinese file
 * @param english the English source of each id (`i18n/en/code.json` or the generated defaults)
 * @param sameInBoth ids whose Chinese text is rightly identical to the English one
 * @returns sorted ids that are missing from `current`, empty, or still equal to the English text
 */
export function untranslatedKeys(
  generated: Messages,
  current: Messages,
  english: Messages,
  sameInBoth: ReadonlySet<string> = new Set(),
): string[] {
  return Object.keys(generated)
    .filter((id) => {
      const entry = current[id];
      if (!entry || entry.message.trim() === '') return true;
      if (sameInBoth.has(id)) return false;
      // Same text as the English source counts only when it holds words (placeholders like {count} do not).
      return (
        english[id] !== undefined &&
        entry.message === english[id].message &&
        /[A-Za-z]{2}/.test(entry.message.replace(/\{[^}]*\}/g, ''))
      );
    })
    .sort();
}
