import {homeLabels} from '@site/src/features/home/client/labels';
import type {HomeHero} from '@site/src/features/home/client/home';

/**
 * Hero of the landing page: name, text, tagline, actions with text/link/theme,
 * image with src/alt/srcset/sizes and optional light/dark variants. The texts
 * are the labels of `src/features/home/client/labels.ts` through `translate()`, so this is
 * a function read at render time in the current locale. Links are site paths;
 * `<Link>` adds the `/zh/` prefix on Chinese pages.
 */
export function getHomeHero(): HomeHero {
  return {
    name: 'Rslib',
    text: homeLabels.subtitle(),
    tagline: homeLabels.slogan(),
    actions: [
      {text: homeLabels.introduction(), link: '/guide/start/', theme: 'brand'},
      {
        text: homeLabels.quickStart(),
        link: '/guide/start/quick-start',
        theme: 'alt',
      },
    ],
    image: {src: '/img/logo.svg', alt: homeLabels.heroLogoAlt()},
  };
}
