/**
 * Mozilla's HTTP Observatory (`@mdn/mdn-http-observatory`) run against the
 * production build as `npm run serve` serves it. The scanner is not a
 * dependency of the site: it is installed on first use into a cache folder
 * outside the project, with `--ignore-scripts` (its install script downloads
 * the HSTS preload list from the internet) and an empty preload list in its
 * place. Over plain HTTP on loopback two tests cannot pass (redirection to
 * HTTPS, HSTS); every other one should.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const OBSERVATORY_VERSION = '1.4.8';

/** Tests that only an HTTPS deployment can pass. */
export const HTTPS_ONLY_TESTS = ['redirection', 'strict-transport-security'];

/** What `observatoryScan` reports. */
export type ObservatoryResult = {
  readonly version: string;
  readonly grade: string;
  readonly score: number;
  /** Test name → `{pass, result}` (e.g. `csp-implemented-with-no-unsafe`). */
  readonly tests: Record<string, {pass: boolean; result: string}>;
  /** Failed tests other than the HTTPS-only ones: should be empty. */
  readonly failedOverHttp: string[];
};

/** Installs the scanner (once) and returns the path of its CLI script. */
function installScanner(): string {
  const prefix = path.join(
    os.tmpdir(),
    `rslib-observatory-${OBSERVATORY_VERSION}`,
  );
  const pkg = path.join(prefix, 'node_modules/@mdn/mdn-http-observatory');
  if (!existsSync(path.join(pkg, 'bin/wrapper.js'))) {
    mkdirSync(prefix, {recursive: true});
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--ignore-scripts',
        '--no-save',
        '--no-audit',
        '--no-fund',
        `@mdn/mdn-http-observatory@${OBSERVATORY_VERSION}`,
      ],
      {stdio: 'inherit'},
    );
  }
  writeFileSync(path.join(pkg, 'conf/hsts-preload.json'), '{}\n');
  return path.join(pkg, 'bin/wrapper.js');
}

/**
 * Scans `host:port` (plain HTTP) and summarizes the result.
 * @throws when the scanner cannot be installed or prints no JSON
 */
export function observatoryScan(host: string, port: number): ObservatoryResult {
  const cli = installScanner();
  const output = execFileSync(process.execPath, [cli, `${host}:${port}`], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const report = JSON.parse(output.slice(output.indexOf('{'))) as {
    scan: {grade: string; score: number};
    tests: Record<string, {pass: boolean; result: string}>;
  };
  const tests = Object.fromEntries(
    Object.entries(report.tests).map(([name, test]) => [
      name,
      {pass: test.pass, result: test.result},
    ]),
  );
  return {
    version: OBSERVATORY_VERSION,
    grade: report.scan.grade,
    score: report.scan.score,
    tests,
    failedOverHttp: Object.entries(tests)
      .filter(([name, test]) => !test.pass && !HTTPS_ONLY_TESTS.includes(name))
      .map(([name]) => name),
  };
}
