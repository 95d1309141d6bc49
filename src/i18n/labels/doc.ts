/**
 * Doc page labels: outline title and code blocks.
 * One `translate()` call per label, with an explicit id, the English text as
 * default message and a description saying where the text appears, so
 * `npm run write-translations -- --locale zh` lists it (see README, translators).
 * Functions, not constants: the locale is read at render time. Labels are
 * split by area so each is bundled only with the components that show it.
 */
import {translate} from '@docusaurus/Translate';

/** Doc page labels. Prev/next, edit link and last-updated override built-in `theme.*` ids in `i18n/{en,zh}/code.json`. */
export const docLabels = {
  outlineTitle: () =>
    translate({
      id: 'docs.outline.title',
      message: 'ON THIS PAGE',
      description:
        'Doc page: default title of the outline (table of contents) beside the text, and of its dropdown on narrow screens',
    }),
};

/** Code block labels: the fallback when copying fails. */
export const codeBlockLabels = {
  /** @param key the platform copy shortcut, `⌘+C` or `Ctrl+C` */
  copyPrompt: (key: string) =>
    translate(
      {
        id: 'codeBlock.copyPrompt',
        message: 'Copy to clipboard: {key}, Enter',
        description:
          'Code block copy button: prompt shown when the browser refuses to copy, with the code selected; {key} is the copy shortcut (Ctrl+C or ⌘+C)',
      },
      {key},
    ),
};
