import {stopServer} from './server';
import {SHARED_STATE, type SharedState} from './shared';
import {stopSiteCopies} from './siteCopyBackground';

/** After the last spec: stops the production server, the shared Chromium and any site-copy build left, and deletes the copies. */
export default async function globalTeardown(): Promise<void> {
  stopServer(Number(process.env.E2E_SERVER_PID));
  const state = (globalThis as Record<string, unknown>)[SHARED_STATE] as
    SharedState | undefined;
  stopSiteCopies(state?.siteCopies ?? []);
  await state?.browserServer.close();
}
