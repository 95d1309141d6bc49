/**
 * Runs the browser tests (`jest --config jest.e2e.config.ts`) as two jest
 * processes side by side, each with its own static server and Chromium:
 *
 * - `pages`: the specs that visit every page of both locales (crawl, routes,
 *   a11y) — long, and checking only what a page holds once loaded;
 * - `features`: every other spec (interactions, timings such as the 2000 ms
 *   copy feedback, the versioned build).
 *
 * Run one after the other they take about 30 minutes on a 2-core machine; side
 * by side about half of that. Each line of output is prefixed with its
 * group; the exit code is non-zero when either group fails.
 *
 * Usage: `npx tsx scripts/test-e2e.ts` (what `npm run test:e2e` runs after the
 * build). With arguments (`npx tsx scripts/test-e2e.ts e2e/search`), one jest
 * process runs with them, as `jest --config jest.e2e.config.ts <args>` would.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const ROOT = path.join(__dirname, '..');

/** Specs that load every page; they run in the `pages` group. */
export const PAGE_SPECS = ['crawl', 'routes', 'a11y'] as const;

const pagePattern = `e2e/(${PAGE_SPECS.join('|')})\\.e2e\\.ts$`;

type Group = {
  readonly name: string;
  readonly args: readonly string[];
  /** Port of the group's static server (the versioned build uses port + 10). */
  readonly port: number;
};

/** Runs jest for one group; resolves to its exit code. */
function runGroup(group: Group, prefix: boolean): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        require.resolve('jest/bin/jest'),
        '--config',
        'jest.e2e.config.ts',
        ...group.args,
      ],
      {
        cwd: ROOT,
        env: {...process.env, E2E_PORT: String(group.port)},
        stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      },
    );
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        if (!stream) continue;
        readline
          .createInterface({input: stream})
          .on('line', (line) => console.log(`[${group.name}] ${line}`));
      }
    }
    child.on('close', (code, signal) => {
      if (signal) console.error(`[${group.name}] stopped by ${signal}`);
      resolve(code ?? 1);
    });
  });
}

async function main(): Promise<void> {
  const extra = process.argv.slice(2);
  const basePort = Number(process.env.E2E_PORT ?? 3100);
  const groups: Group[] =
    extra.length > 0
      ? [{name: 'e2e', args: extra, port: basePort}]
      : [
          {
            name: 'pages',
            args: ['--testPathPatterns', pagePattern],
            port: basePort,
          },
          {
            name: 'features',
            args: ['--testPathIgnorePatterns', pagePattern],
            port: basePort + 100,
          },
        ];
  const started = Date.now();
  const codes = await Promise.all(
    groups.map((group) => runGroup(group, groups.length > 1)),
  );
  const seconds = Math.round((Date.now() - started) / 1000);
  groups.forEach((group, index) =>
    console.log(
      `${group.name}: ${codes[index] === 0 ? 'passed' : `FAILED (exit ${codes[index]})`}`,
    ),
  );
  console.log(`browser tests: ${seconds} s`);
  process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
}

void main();
