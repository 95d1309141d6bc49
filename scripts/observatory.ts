/**
 * `npx tsx scripts/observatory.ts`: scans the production build served by
 * `scripts/serve.ts` with Mozilla's HTTP Observatory and records the result in
 * `bench/results.json` (key `observatory`). `npm run bench` runs it too.
 * Exits 1 when a test that plain HTTP can pass fails.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {startServer, stopServer} from '../e2e/helpers/server';
import {observatoryScan} from './lib/observatory';

const ROOT = path.join(__dirname, '..');
const PORT = 3192;

async function main(): Promise<void> {
  const server = await startServer(path.join(ROOT, 'build'), PORT);
  let result;
  try {
    result = observatoryScan('localhost', PORT);
  } finally {
    stopServer(server.pid);
  }
  const file = path.join(ROOT, 'bench', 'results.json');
  const results = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
    : {};
  writeFileSync(
    file,
    `${JSON.stringify({...results, observatory: result}, null, 2)}\n`,
  );
  console.log(
    `HTTP Observatory ${result.version} over plain HTTP: grade ${result.grade}, score ${result.score}`,
  );
  for (const [name, test] of Object.entries(result.tests)) {
    console.log(`  ${test.pass ? 'pass' : 'FAIL'}  ${name}: ${test.result}`);
  }
  if (result.failedOverHttp.length > 0) {
    console.error(
      `Failed beyond the HTTPS-only tests: ${result.failedOverHttp.join(', ')}`,
    );
    process.exitCode = 1;
  }
}

void main();
