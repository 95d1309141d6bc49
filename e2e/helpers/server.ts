/**
 * Start/stop of the production server for browser tests: `scripts/serve.ts`
 * on 127.0.0.1, the server `npm run serve` starts (the build's `_redirects` and
 * `_headers` as the host applies them, gzip, the localized 404 pages).
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';

export const ROOT = path.join(__dirname, '..', '..');
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Server at ${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Serves `build/` (or `dir`, or $E2E_BUILD_DIR) and resolves once it answers.
 * @throws when the build folder is missing or the server does not start in 30 s
 */
export async function startServer(
  dir = process.env.E2E_BUILD_DIR ?? path.join(ROOT, 'build'),
  port = PORT,
  extraArgs: readonly string[] = [],
): Promise<ChildProcess> {
  if (!existsSync(path.join(dir, 'index.html'))) {
    throw new Error(
      `No production build in ${dir}: run \`npm run build\` first.`,
    );
  }
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
      path.join(ROOT, 'scripts/serve.ts'),
      '--dir',
      dir,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      ...extraArgs,
    ],
    {cwd: ROOT, stdio: 'ignore', detached: true},
  );
  await waitForServer(`http://127.0.0.1:${port}/`, 30_000);
  return child;
}

/** Stops a server started by `startServer` (its whole process group). */
export function stopServer(pid: number | undefined): void {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
