import {homeFeatureLabels as t} from '@site/src/features/home/client/labels';
import type {HomeFeature} from '@site/src/features/home/client/home';

/**
 * Feature cards of the landing page: icon, title, details, link and span (the
 * columns of the 12-column grid a card takes: 2/3/4/6, default 4). Each
 * card names a real Rslib feature and links to the page that explains it.
 * Icons are our own drawings in `static/img/features/`. A function, so the
 * texts are translated in the current locale at render time.
 */
export function getHomeFeatures(): readonly HomeFeature[] {
  return [
    {
      icon: '/img/features/formats.svg',
      title: t.formatsTitle(),
      details: t.formatsDetails(),
      link: '/guide/basic/output-format',
    },
    {
      icon: '/img/features/bundleless.svg',
      title: t.bundlelessTitle(),
      details: t.bundlelessDetails(),
      link: '/config/lib/bundle',
    },
    {
      icon: '/img/features/dts.svg',
      title: t.dtsTitle(),
      details: t.dtsDetails(),
      link: '/guide/advanced/dts',
    },
    {
      icon: '/img/features/rsbuild.svg',
      title: t.rsbuildTitle(),
      details: t.rsbuildDetails(),
      link: '/config/rsbuild/',
    },
    {
      icon: '/img/features/mf.svg',
      title: t.mfTitle(),
      details: t.mfDetails(),
      link: '/guide/advanced/module-federation',
    },
    {
      icon: '/img/features/speed.svg',
      title: t.speedTitle(),
      details: t.speedDetails(),
      link: '/guide/start/features#speed',
    },
  ];
}
