import {existsSync} from 'node:fs';
import {CHROMIUM_PATH} from './browser';
import {startServer} from './server';

export default async function globalSetup(): Promise<void> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Browser tests need Debian's Chromium at ${CHROMIUM_PATH}: run \`apt-get update && apt-get install -y chromium\` (or set CHROMIUM_PATH).`,
    );
  }
  const child = await startServer();
  process.env.E2E_SERVER_PID = String(child.pid);
}
