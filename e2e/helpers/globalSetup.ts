import {existsSync} from 'node:fs';
import {chromium} from 'playwright-core';
import {CHROMIUM_PATH, LAUNCH_OPTIONS} from './browser';
import {startServer} from './server';
import {SHARED_STATE, type SharedState} from './shared';
import {startSiteCopies, type RunSelection} from './siteCopyBackground';

/**
 * Before the first spec: the background builds of the site copies the run's
 * specs need (`siteCopy.ts`), the production server, and one Chromium for
 * the whole run (`launchBrowser` connects to it through `E2E_BROWSER_WS`).
 */
export default async function globalSetup(
  selection: RunSelection,
): Promise<void> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Browser tests need Debian's Chromium at ${CHROMIUM_PATH}: run \`apt-get update && apt-get install -y chromium\` (or set CHROMIUM_PATH).`,
    );
  }
  const siteCopies = startSiteCopies(selection);
  const [child, browserServer] = await Promise.all([
    startServer(),
    chromium.launchServer(LAUNCH_OPTIONS),
  ]);
  process.env.E2E_SERVER_PID = String(child.pid);
  process.env.E2E_BROWSER_WS = browserServer.wsEndpoint();
  const state: SharedState = {browserServer, siteCopies};
  (globalThis as Record<string, unknown>)[SHARED_STATE] = state;
}
