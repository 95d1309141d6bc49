import {parseArgs, type ParseArgsConfig} from 'node:util';

/** Exit code of a script called with arguments it does not know. */
export const USAGE_EXIT_CODE = 2;

/**
 * A script's command line, parsed by `node:util` `parseArgs`. Strict unless
 * `config.strict` says otherwise: an unknown option, a string option without
 * its value, a value given to a boolean option or (without
 * `allowPositionals`) a bare argument is an error. A repeated option keeps
 * its last value (all of them with `multiple: true`).
 *
 * @param config what `parseArgs` takes, e.g. `{args: process.argv.slice(2), options: {port: {type: 'string'}}}`
 * @param usage the script's usage text, printed under the error
 * @param exit ends the process (tests replace it); called with `USAGE_EXIT_CODE`
 * @returns what `parseArgs` returns (`values`, `positionals`)
 */
export function parseScriptArgs<T extends ParseArgsConfig>(
  config: T,
  usage: string,
  exit: (code: number) => never = process.exit,
) {
  try {
    return parseArgs(config);
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return exit(USAGE_EXIT_CODE);
  }
}
