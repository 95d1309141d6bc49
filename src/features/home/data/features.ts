import {homeFeatureLabels as t} from '@site/src/features/home/client/labels';
import type {HomeFeature} from '@site/src/features/home/client/home';
import FormatsIcon from '@site/static/img/features/formats.svg';
import BundlelessIcon from '@site/static/img/features/bundleless.svg';
import DtsIcon from '@site/static/img/features/dts.svg';
import RsbuildIcon from '@site/static/img/features/rsbuild.svg';
import MfIcon from '@site/static/img/features/mf.svg';
import SpeedIcon from '@site/static/img/features/speed.svg';

/**
 * Feature cards of the landing page: icon, title, details, link and span (the
 * columns of the 12-column grid a card takes: 2/3/4/6, default 4). Each
 * card names a real Rslib feature and links to the page that explains it.
 * Icons are our own drawings in `static/img/features/`, imported as components
 * so they are drawn inline (an `<img>` per icon costs a request and an SVG
 * document each: about a fifth of the page's main-thread work on a phone). A function, so the
 * texts are translated in the current locale at render time.
 */
export function getHomeFeatures(): readonly HomeFeature[] {
  return [
    {
      icon: FormatsIcon,
      title: t.formatsTitle(),
      details: t.formatsDetails(),
      link: '/guide/basic/output-format',
    },
    {
      icon: BundlelessIcon,
      title: t.bundlelessTitle(),
      details: t.bundlelessDetails(),
      link: '/config/lib/bundle',
    },
    {
      icon: DtsIcon,
      title: t.dtsTitle(),
      details: t.dtsDetails(),
      link: '/guide/advanced/dts',
    },
    {
      icon: RsbuildIcon,
      title: t.rsbuildTitle(),
      details: t.rsbuildDetails(),
      link: '/config/rsbuild/',
    },
    {
      icon: MfIcon,
      title: t.mfTitle(),
      details: t.mfDetails(),
      link: '/guide/advanced/module-federation',
    },
    {
      icon: SpeedIcon,
      title: t.speedTitle(),
      details: t.speedDetails(),
      link: '/guide/start/features#speed',
    },
  ];
}
