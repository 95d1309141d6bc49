/**
 * The site copies `globalSetup` builds in the background during a run that
 * includes the spec needing them (see `siteCopy.ts`), by name.
 */
import type {SiteCopyRecipe} from './siteCopy';
import {FRESHNESS_SITE} from './freshnessSite';
import {VERSIONS_SITE} from './versionsSite';

export const SITE_COPY_RECIPES: Record<
  string,
  {readonly recipe: SiteCopyRecipe; readonly spec: string}
> = {
  [FRESHNESS_SITE.name]: {
    recipe: FRESHNESS_SITE,
    spec: 'e2e/freshness.e2e.ts',
  },
  [VERSIONS_SITE.name]: {recipe: VERSIONS_SITE, spec: 'e2e/versions.e2e.ts'},
};
