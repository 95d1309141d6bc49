/**
 * Theme switch labels.
 * One `translate()` call per label, with an explicit id, the English text as
 * default message and a description saying where the text appears, so
 * `npm run write-translations -- --locale zh` lists it (see contributing/translating.md).
 * Functions, not constants: the locale is read at render time. The ids keep
 * the `nav.` area: the switch is shown in the navbar and its full-screen menu.
 */
import {translate} from '@docusaurus/Translate';

/** Accessible name and tooltip of the theme switch, by the theme it switches to. */
export const appearanceLabels = {
  switchToDark: () =>
    translate({
      id: 'nav.themeSwitch.toDark',
      message: 'Switch to dark mode',
      description:
        'Navbar: accessible name of the theme toggle while the light theme is shown',
    }),
  switchToLight: () =>
    translate({
      id: 'nav.themeSwitch.toLight',
      message: 'Switch to light mode',
      description:
        'Navbar: accessible name of the theme toggle while the dark theme is shown',
    }),
};
