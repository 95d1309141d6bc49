/**
 * `npm run test:visual`: runs only the visual spec (`e2e/visual.e2e.ts`) with
 * the browser-test config, against the existing build (`npm run build`
 * first). `--update` re-records the baselines: jest rejects flags it does not
 * know, so it becomes `VISUAL_UPDATE=1` here; every other argument goes to
 * jest (e.g. `-t home` for some views only).
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const args = process.argv.slice(2);
const update = args.includes('--update');
const result = spawnSync(
  process.execPath,
  [
    path.join(ROOT, 'node_modules/jest/bin/jest.js'),
    '--config',
    path.join(ROOT, 'jest.e2e.config.ts'),
    '--runTestsByPath',
    path.join(ROOT, 'e2e/visual.e2e.ts'),
    ...args.filter((arg) => arg !== '--update'),
  ],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: {...process.env, ...(update ? {VISUAL_UPDATE: '1'} : {})},
  },
);
if (result.error) throw result.error;
process.exit(result.status ?? 1);
