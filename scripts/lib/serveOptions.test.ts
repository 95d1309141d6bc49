import path from 'node:path';
import {USAGE_EXIT_CODE} from './cliArgs';
import {SERVE_USAGE, parseServeOptions} from './serveOptions';

/** What `npm run serve` passes before anything the reader adds after `--`. */
const NPM_DEFAULTS = ['--host', '127.0.0.1', '--port', '3000'];

/** Stands in for `process.exit`: throws the code so the test sees it. */
const exit = (code: number): never => {
  throw new Error(`exit ${code}`);
};

describe('parseServeOptions', () => {
  let errors: string[];

  beforeEach(() => {
    errors = [];
    jest
      .spyOn(console, 'error')
      .mockImplementation((text: string) => void errors.push(text));
  });
  afterEach(() => jest.restoreAllMocks());

  it('serves build/ on 127.0.0.1:3000 with gzip by default', () => {
    expect(parseServeOptions([], exit)).toEqual({
      dir: path.resolve('build'),
      port: 3000,
      host: '127.0.0.1',
      gzip: true,
    });
    expect(parseServeOptions(NPM_DEFAULTS, exit)).toEqual(
      parseServeOptions([], exit),
    );
  });

  it('lets what follows `npm run serve --` override the script defaults', () => {
    expect(
      parseServeOptions(
        [
          ...NPM_DEFAULTS,
          '--port',
          '4381',
          '--host',
          '0.0.0.0',
          '--dir',
          '/tmp/site',
          '--no-gzip',
        ],
        exit,
      ),
    ).toEqual({dir: '/tmp/site', port: 4381, host: '0.0.0.0', gzip: false});
    expect(errors).toEqual([]);
  });

  it.each([
    [['--prot', '4381'], "Unknown option '--prot'"],
    [[...NPM_DEFAULTS, '--port'], "Option '--port <value>' argument missing"],
    [['--no-gzip=yes'], "Option '--no-gzip' does not take an argument"],
    [['--port', 'http'], '--port takes a port number, not "http"'],
    [['--port', '65536'], '--port takes a port number, not "65536"'],
    [['--port', '30.5'], '--port takes a port number, not "30.5"'],
  ])('%j: prints the error with the usage and exits 2', (args, message) => {
    expect(() => parseServeOptions(args, exit)).toThrow(
      `exit ${USAGE_EXIT_CODE}`,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
    expect(errors[0].endsWith(`\n\n${SERVE_USAGE}`)).toBe(true);
  });
});
