/**
 * Site-wide constants shared by `docusaurus.config.ts`, components and tests.
 * Kept free of Docusaurus imports so jest and the config can both load it.
 */
import type {SocialLink} from '../features/theme-options/common/themeOptions';

/** Rslib source repository: the navbar's GitHub link and the base of the "Edit this page" links. */
export const REPO_URL = 'https://github.com/web-infra-dev/rslib';

/**
 * Base of the "Edit this page on GitHub" links: the docs folder of the Rslib
 * repository, which keeps one sub-folder per locale (`en/`, `zh/`) with the same
 * relative paths as this site's docs.
 */
export const EDIT_BASE_URL = `${REPO_URL}/edit/main/website/docs`;

/**
 * Social links of the navbar, in display order (GitHub, X, Discord). The first
 * 3 show inline, further ones go into a hover menu; each link has a mode (link,
 * text, img, dom; see `SocialLink`).
 */
export const SOCIAL_LINKS: readonly SocialLink[] = [
  {icon: 'github', mode: 'link', content: REPO_URL},
  {icon: 'x', mode: 'link', content: 'https://twitter.com/rspack_dev'},
  {icon: 'discord', mode: 'link', content: 'https://discord.gg/XsaKEEk4mW'},
];
