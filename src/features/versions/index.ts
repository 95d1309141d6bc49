/**
 * What other features' build code uses of the doc versions (Node): reading
 * `versions.json` and the version options. The feature has no plugin: the
 * docs plugin does the versioning, configured from `docusaurus.config.ts`.
 */
export * from './build/versions';
