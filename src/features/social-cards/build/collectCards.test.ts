import type {AllContent} from '@docusaurus/types';
import {collectCardPages} from './collectCards';

/** Loaded content as the docs and blog plugins give it, reduced to what is read. */
function content(baseUrl: string): AllContent {
  const doc = (
    permalink: string,
    title: string,
    sidebar?: string,
    image?: string,
  ) => ({
    permalink,
    title,
    sidebar,
    frontMatter: image ? {image} : {},
  });
  return {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          {
            docs: [
              doc(`${baseUrl}guide/start/`, 'Introduction', 'guide'),
              doc(`${baseUrl}config/lib/format`, 'lib.format', 'config'),
              doc(`${baseUrl}misc`, 'Misc'),
              doc(`${baseUrl}own-image`, 'Own image', 'guide', '/img/x.png'),
            ],
          },
          {
            docs: [
              doc(`${baseUrl}next/api/javascript-api/core`, 'Core', 'api'),
            ],
          },
        ],
      },
    },
    'docusaurus-plugin-content-blog': {
      default: {
        blogPosts: [
          {
            metadata: {
              permalink: `${baseUrl}blog/rslib-1-0`,
              title: 'Rslib 1.0',
              frontMatter: {},
            },
          },
        ],
      },
    },
  } as unknown as AllContent;
}

it('lists every doc of every version and every blog post, with its section', () => {
  expect(collectCardPages(content('/zh/'), '/zh/')).toEqual([
    {permalink: '/zh/guide/start/', title: 'Introduction', section: 'guide'},
    {
      permalink: '/zh/config/lib/format',
      title: 'lib.format',
      section: 'config',
    },
    {permalink: '/zh/misc', title: 'Misc', section: 'docs'},
    {
      permalink: '/zh/next/api/javascript-api/core',
      title: 'Core',
      section: 'api',
    },
    {permalink: '/zh/blog/rslib-1-0', title: 'Rslib 1.0', section: 'blog'},
  ]);
});

it('refuses a permalink outside the base URL', () => {
  expect(() => collectCardPages(content('/'), '/zh/')).toThrow(
    'Social cards: permalink /guide/start/ is outside the base URL /zh/.',
  );
});
