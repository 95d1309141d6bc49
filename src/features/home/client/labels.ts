/**
 * Landing page labels.
 * One `translate()` call per label, with an explicit id, the English text as
 * default message and a description saying where the text appears, so
 * `npm run write-translations -- --locale zh` lists it (see contributing/translating.md).
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
      description:
        'Home page hero: first button (leads to the guide introduction)',
    }),
  quickStart: () =>
    translate({
      id: 'home.quickStart',
      message: 'Quick Start',
      description:
        'Home page hero: second button (leads to the Quick Start guide)',
    }),
  subtitle: () =>
    translate({
      id: 'home.subtitle',
      message: 'Rsbuild-based Library Development Tool',
      description: 'Home page hero: subtitle under the name Rslib',
    }),
  slogan: () =>
    translate({
      id: 'home.slogan',
      message: 'Create JavaScript libraries in a simple and intuitive way',
      description: 'Home page hero: description line under the subtitle',
    }),
  toolStackTitle: () =>
    translate({
      id: 'home.toolStackTitle',
      message: 'Tool Stack',
      description: 'Home page: title of the Tool Stack section',
    }),
  toolStackDesc: () =>
    translate({
      id: 'home.toolStackDesc',
      message:
        'High-performance tool stack built around Rspack to boost modern web development',
      description: 'Home page: description under the Tool Stack title',
    }),
  heroLogoAlt: () =>
    translate({
      id: 'home.hero.logoAlt',
      message: 'Rslib logo',
      description: 'Home page hero: alt text of the Rslib logo',
    }),
};

/**
 * Feature cards of the landing page. One title and one details text per card.
 */
export const homeFeatureLabels = {
  heading: () =>
    translate({
      id: 'home.features.heading',
      message: 'Features',
      description:
        'Home page: heading of the feature cards, read by screen readers only',
    }),
  formatsTitle: () =>
    translate({
      id: 'home.features.formats.title',
      message: 'Multiple output formats',
      description:
        'Home page: title of the feature card on multiple output formats',
    }),
  formatsDetails: () =>
    translate({
      id: 'home.features.formats.details',
      message:
        'Build ESM, CJS, UMD, IIFE and Module Federation output from one config, each with its own syntax target and folder.',
      description:
        'Home page: text of the feature card on multiple output formats',
    }),
  bundlelessTitle: () =>
    translate({
      id: 'home.features.bundleless.title',
      message: 'Bundle or bundleless',
      description:
        'Home page: title of the feature card on bundle or bundleless output',
    }),
  bundlelessDetails: () =>
    translate({
      id: 'home.features.bundleless.details',
      message:
        'Bundle each entry into one file, or compile every source file on its own and keep the folder structure for fine-grained imports.',
      description:
        'Home page: text of the feature card on bundle or bundleless output',
    }),
  dtsTitle: () =>
    translate({
      id: 'home.features.dts.title',
      message: 'Declaration files',
      description: 'Home page: title of the feature card on declaration files',
    }),
  dtsDetails: () =>
    translate({
      id: 'home.features.dts.details',
      message:
        'Emit .d.ts files with the TypeScript compiler, tsgo or isolated declarations, and roll them up into one file with API Extractor.',
      description: 'Home page: text of the feature card on declaration files',
    }),
  rsbuildTitle: () =>
    translate({
      id: 'home.features.rsbuild.title',
      message: 'Rsbuild ecosystem',
      description:
        'Home page: title of the feature card on the Rsbuild ecosystem',
    }),
  rsbuildDetails: () =>
    translate({
      id: 'home.features.rsbuild.details',
      message:
        "Use Rsbuild's options and plugins for React, Vue, Svelte, Sass, Less, SVGR and more, and share them with your apps.",
      description:
        'Home page: text of the feature card on the Rsbuild ecosystem',
    }),
  mfTitle: () =>
    translate({
      id: 'home.features.mf.title',
      message: 'Module Federation',
      description: 'Home page: title of the feature card on Module Federation',
    }),
  mfDetails: () =>
    translate({
      id: 'home.features.mf.details',
      message:
        'Build your library as a Module Federation remote that applications load at run time, with a dev server to work on it.',
      description: 'Home page: text of the feature card on Module Federation',
    }),
  speedTitle: () =>
    translate({
      id: 'home.features.speed.title',
      message: 'Fast by default',
      description: 'Home page: title of the feature card on build speed',
    }),
  speedDetails: () =>
    translate({
      id: 'home.features.speed.details',
      message:
        'Rspack, written in Rust, builds every output in parallel, while SWC and Lightning CSS transform code and styles.',
      description: 'Home page: text of the feature card on build speed',
    }),
};
