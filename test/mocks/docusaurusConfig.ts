/** Minimal `@generated/docusaurus.config` for components under test. */
const siteConfig = {
  title: 'Rslib',
  tagline: 'Rsbuild-based Library Development Tool',
  url: 'https://rslib.rs',
  baseUrl: '/',
  trailingSlash: undefined,
  future: {experimental_router: 'browser'},
  themeConfig: {},
  customFields: {},
};
export default siteConfig;
