/**
 * Doc page labels: outline title and code blocks.
 * One `translate()` call per label, with an explicit id, the English text as
 * default message and a description saying where the text appears, so
 * `npm run write-translations -- --locale zh` lists it (see contributing/translating.md).
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

/** Page actions beside a doc or blog post title: "Copy page" and its menu. */
export const pageActionLabels = {
  group: () =>
    translate({
      id: 'docs.pageActions.group',
      message: 'Page actions',
      description:
        'Doc and blog post pages: accessible name of the button group beside the title (copy page, page menu)',
    }),
  copy: () =>
    translate({
      id: 'docs.pageActions.copy',
      message: 'Copy page',
      description:
        "Doc and blog post pages: button beside the title that copies the page's Markdown",
    }),
  copied: () =>
    translate({
      id: 'docs.pageActions.copied',
      message: 'Copied',
      description:
        'Doc and blog post pages: the copy page button for 2 seconds after the Markdown was copied',
    }),
  copyFailed: () =>
    translate({
      id: 'docs.pageActions.copyFailed',
      message: 'Copy failed',
      description:
        'Doc and blog post pages: the copy page button for 2 seconds when the browser refused to copy',
    }),
  more: () =>
    translate({
      id: 'docs.pageActions.more',
      message: 'More page actions',
      description:
        'Doc and blog post pages: accessible name of the arrow button that opens the page menu (view Markdown, open in an AI chat)',
    }),
};
