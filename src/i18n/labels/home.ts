/**
 * Landing page labels (SPEC §2 Page types: home; §3 translation table).
 * One `translate()` call per label, with an explicit id, the SPEC's English
 * as default message and a description naming the SPEC section, so
 * `npm run write-translations -- --locale zh` lists it (see README, translators).
 * Functions, not constants: the locale is read at render time. Labels are
 * split by area so each is bundled only with the components that show it.
 */
import {translate} from '@docusaurus/Translate';

/** Landing page strings (approved texts, kept in `test/fixtures/landingStrings.json` for the tests). */
export const homeLabels = {
  introduction: () =>
    translate({
      id: 'home.introduction',
      message: 'Introduction',
      description: 'SPEC §3 table: first hero button',
    }),
  quickStart: () =>
    translate({
      id: 'home.quickStart',
      message: 'Quick Start',
      description: 'SPEC §3 table: second hero button',
    }),
  subtitle: () =>
    translate({
      id: 'home.subtitle',
      message: 'Rsbuild-based Library Development Tool',
      description: 'SPEC §3 table: hero subtitle',
    }),
  slogan: () =>
    translate({
      id: 'home.slogan',
      message: 'Create JavaScript libraries in a simple and intuitive way',
      description: 'SPEC §3 table: hero description',
    }),
  toolStackTitle: () =>
    translate({
      id: 'home.toolStackTitle',
      message: 'Tool Stack',
      description: 'SPEC §3 table: tool stack title',
    }),
  toolStackDesc: () =>
    translate({
      id: 'home.toolStackDesc',
      message:
        'High-performance tool stack built around Rspack to boost modern web development',
      description: 'SPEC §3 table: tool stack description',
    }),
  heroLogoAlt: () =>
    translate({
      id: 'home.hero.logoAlt',
      message: 'Rslib logo',
      description: 'SPEC §2 Landing hero: alt text of the logo',
    }),
};

/**
 * Feature cards of the landing page (SPEC §2 Page types: home, feature cards;
 * §3 Home front matter features). One title and one details text per card.
 */
export const homeFeatureLabels = {
  heading: () =>
    translate({
      id: 'home.features.heading',
      message: 'Features',
      description: 'SPEC §2 home: visually hidden heading of the feature cards',
    }),
  formatsTitle: () =>
    translate({
      id: 'home.features.formats.title',
      message: 'Multiple output formats',
      description: 'SPEC §3 feature card title',
    }),
  formatsDetails: () =>
    translate({
      id: 'home.features.formats.details',
      message:
        'Build ESM, CJS, UMD, IIFE and Module Federation output from one config, each with its own syntax target and folder.',
      description: 'SPEC §3 feature card details',
    }),
  bundlelessTitle: () =>
    translate({
      id: 'home.features.bundleless.title',
      message: 'Bundle or bundleless',
      description: 'SPEC §3 feature card title',
    }),
  bundlelessDetails: () =>
    translate({
      id: 'home.features.bundleless.details',
      message:
        'Bundle each entry into one file, or compile every source file on its own and keep the folder structure for fine-grained imports.',
      description: 'SPEC §3 feature card details',
    }),
  dtsTitle: () =>
    translate({
      id: 'home.features.dts.title',
      message: 'Declaration files',
      description: 'SPEC §3 feature card title',
    }),
  dtsDetails: () =>
    translate({
      id: 'home.features.dts.details',
      message:
        'Emit .d.ts files with the TypeScript compiler, tsgo or isolated declarations, and roll them up into one file with API Extractor.',
      description: 'SPEC §3 feature card details',
    }),
  rsbuildTitle: () =>
    translate({
      id: 'home.features.rsbuild.title',
      message: 'Rsbuild ecosystem',
      description: 'SPEC §3 feature card title',
    }),
  rsbuildDetails: () =>
    translate({
      id: 'home.features.rsbuild.details',
      message:
        "Use Rsbuild's options and plugins for React, Vue, Svelte, Sass, Less, SVGR and more, and share them with your apps.",
      description: 'SPEC §3 feature card details',
    }),
  mfTitle: () =>
    translate({
      id: 'home.features.mf.title',
      message: 'Module Federation',
      description: 'SPEC §3 feature card title',
    }),
  mfDetails: () =>
    translate({
      id: 'home.features.mf.details',
      message:
        'Build your library as a Module Federation remote that applications load at run time, with a dev server to work on it.',
      description: 'SPEC §3 feature card details',
    }),
  speedTitle: () =>
    translate({
      id: 'home.features.speed.title',
      message: 'Fast by default',
      description: 'SPEC §3 feature card title',
    }),
  speedDetails: () =>
    translate({
      id: 'home.features.speed.details',
      message:
        'Rspack, written in Rust, builds every output in parallel, while SWC and Lightning CSS transform code and styles.',
      description: 'SPEC §3 feature card details',
    }),
};
