import path from 'node:path';
import {USAGE_EXIT_CODE, parseScriptArgs} from './cliArgs';

/** The command line of `scripts/serve.ts`. */
export const SERVE_USAGE = `Usage: npm run serve [-- [--dir build] [--port 3000] [--host 127.0.0.1] [--no-gzip]]
  --dir      the production build to serve (default: build)
  --port     the port to listen on (default: 3000)
  --host     the address to listen on (default: 127.0.0.1)
  --no-gzip  send responses uncompressed, to measure what compression buys`;

/** What `scripts/serve.ts` serves, and how. */
export type ServeOptions = {
  /** Absolute path of the build folder. */
  readonly dir: string;
  readonly port: number;
  readonly host: string;
  /** Whether responses are gzip-compressed (off with `--no-gzip`). */
  readonly gzip: boolean;
};

/**
 * Reads the serve script's options. npm appends what a reader types after
 * `npm run serve --` to the script's own defaults (`--host 127.0.0.1 --port
 * 3000 --port 4381`), and `parseArgs` keeps the last value of a repeated
 * option, so the reader's value wins.
 * An unknown option, a missing value or a port that is not a whole number
 * from 0 to 65535 prints the error and the usage, then calls `exit(2)`.
 *
 * @param args the arguments after the script's path (`process.argv.slice(2)`)
 * @param exit ends the process on a bad command line (tests replace it)
 */
export function parseServeOptions(
  args: readonly string[],
  exit: (code: number) => never = process.exit,
): ServeOptions {
  const {values} = parseScriptArgs(
    {
      args: [...args],
      options: {
        dir: {type: 'string', default: 'build'},
        port: {type: 'string', default: '3000'},
        host: {type: 'string', default: '127.0.0.1'},
        'no-gzip': {type: 'boolean', default: false},
      },
    },
    SERVE_USAGE,
    exit,
  );
  const port = Number(values.port);
  if (!/^\d+$/.test(values.port) || port > 65535) {
    console.error(
      `--port takes a port number, not "${values.port}".\n\n${SERVE_USAGE}`,
    );
    return exit(USAGE_EXIT_CODE);
  }
  return {
    dir: path.resolve(values.dir),
    port,
    host: values.host,
    gzip: !values['no-gzip'],
  };
}
