/**
 * The Chinese label file of the translation notice and status page
 * (`i18n/zh/rslib-i18n-tools/labels.json`): every id, translated, with the
 * placeholders and code spans the build fills in.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {LABELS} from './labels';

const zh = JSON.parse(
  readFileSync(
    path.join(__dirname, '../../../../i18n/zh/rslib-i18n-tools/labels.json'),
    'utf8',
  ),
) as Record<string, {message: string}>;

const placeholders = (text: string) =>
  [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();
const codeSpans = (text: string) => text.split('`').filter((_, i) => i % 2);

describe('i18n/zh/rslib-i18n-tools/labels.json', () => {
  it('has exactly the ids of data/labels.ts', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(LABELS).sort());
  });

  it.each(Object.entries(LABELS))(
    '%s is translated and keeps its placeholders and commands',
    (id, {message}) => {
      expect(zh[id].message.trim()).not.toBe('');
      expect(zh[id].message).not.toBe(message);
      expect(placeholders(zh[id].message)).toEqual(placeholders(message));
      expect(codeSpans(zh[id].message)).toEqual(codeSpans(message));
    },
  );
});
