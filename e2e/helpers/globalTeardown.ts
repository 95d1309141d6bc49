import {stopServer} from './server';
import {SHARED_STATE, type SharedState} from './shared';

/** After the last spec: stops the production server and the shared Chromium. */
export default async function globalTeardown(): Promise<void> {
  stopServer(Number(process.env.E2E_SERVER_PID));
  const state = (globalThis as Record<string, unknown>)[SHARED_STATE] as
    SharedState | undefined;
  await state?.browserServer.close();
}
