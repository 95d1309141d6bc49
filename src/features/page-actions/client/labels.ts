/**
 * Labels of the page menu beside a doc or blog post title ("Copy page" ▾).
 * Their own module so they ship with the menu's on-demand chunk, not with
 * every doc page. One `translate()` call per label, explicit id, English
 * default, a description saying where the text appears.
 */
import {translate} from '@docusaurus/Translate';

/** Page menu labels (items, chat prompt, new-tab hint). */
export const pageMenuLabels = {
  viewMarkdown: () =>
    translate({
      id: 'docs.pageActions.viewMarkdown',
      message: 'View as Markdown',
      description:
        "Page menu beside the title: opens the page's Markdown copy in a new tab",
    }),
  openChatGpt: () =>
    translate({
      id: 'docs.pageActions.openChatGpt',
      message: 'Open in ChatGPT',
      description:
        'Page menu beside the title: starts a ChatGPT chat about this page (new tab)',
    }),
  openClaude: () =>
    translate({
      id: 'docs.pageActions.openClaude',
      message: 'Open in Claude',
      description:
        'Page menu beside the title: starts a Claude chat about this page (new tab)',
    }),
  copyLlmsTxt: () =>
    translate({
      id: 'docs.pageActions.copyLlmsTxt',
      message: 'Copy llms.txt link',
      description:
        "Page menu beside the title: copies the address of the site's llms.txt (index of pages for AI tools)",
    }),
  /** @param url absolute URL of the page's Markdown copy */
  chatPrompt: (url: string) =>
    translate(
      {
        id: 'docs.pageActions.chatPrompt',
        message:
          'Read {url} and answer my questions about this Rslib documentation page.',
        description:
          'Page menu: the first message of the chat that "Open in ChatGPT/Claude" starts; {url} is the page\'s Markdown address. Ask for answers in Chinese in the zh translation.',
      },
      {url},
    ),
  newTab: () =>
    translate({
      id: 'docs.pageActions.newTab',
      message: '(opens in a new tab)',
      description:
        'Page menu: hidden text read by screen readers after items that open a new tab',
    }),
};
