/**
 * Doc page labels: outline title and code blocks (SPEC §2 Page types: doc, §4 code copy).
 * One `translate()` call per label, with an explicit id, the SPEC's English
 * as default message and a description naming the SPEC section, so
 * `npm run write-translations -- --locale zh` lists it (see README, translators).
 * Functions, not constants: the locale is read at render time. Labels are
 * split by area so each is bundled only with the components that show it.
 */
import {translate} from '@docusaurus/Translate';

/** Doc page labels (SPEC §2 Page types: doc). Prev/next, edit link and last-updated override built-in `theme.*` ids in `i18n/{en,zh}/code.json`. */
export const docLabels = {
  outlineTitle: () =>
    translate({
      id: 'docs.outline.title',
      message: 'ON THIS PAGE',
      description:
        'SPEC §2 Page types: doc — default title of the outline (table of contents)',
    }),
};

/** Code block labels (SPEC §4 code copy, §8 Copy fails). */
export const codeBlockLabels = {
  /** @param key the platform copy shortcut, `⌘+C` or `Ctrl+C` */
  copyPrompt: (key: string) =>
    translate(
      {
        id: 'codeBlock.copyPrompt',
        message: 'Copy to clipboard: {key}, Enter',
        description:
          'SPEC §8 Copy fails: prompt shown when the Clipboard API fails; {key} is the platform copy shortcut',
      },
      {key},
    ),
};
