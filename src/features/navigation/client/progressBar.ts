/**
 * Configures the navigation progress bar shown at the top of the page during
 * client navigation: minimum 0.08, speed 200 ms, trickle rate 0.02, trickle
 * speed 800 ms. Docusaurus's theme-classic already drives nprogress on client
 * navigation (start after 200 ms, done on route update); this client module,
 * loaded after the theme's, only sets these values on that same nprogress
 * instance.
 */
import nprogress from 'nprogress';

/**
 * nprogress settings of the navigation progress bar (minimum 0.08, speed
 * 200 ms, trickle rate 0.02, trickle speed 800 ms). Docusaurus's spinner stays
 * off.
 */
const PROGRESS_BAR_OPTIONS = {
  minimum: 0.08,
  speed: 200,
  trickle: true,
  trickleRate: 0.02,
  trickleSpeed: 800,
  showSpinner: false,
} as const;

nprogress.configure(PROGRESS_BAR_OPTIONS);
