/**
 * `--name value` options of a script's command line. npm appends what a
 * reader types after `npm run serve --` to the script's own defaults
 * (`tsx scripts/serve.ts --port 3000 -- --port 4381` arrives as
 * `… --port 3000 --port 4381`), so the last occurrence wins.
 *
 * @param argv the arguments (`process.argv`)
 * @param name option name without dashes, e.g. `port`
 * @param fallback value when the option is absent or has no value after it
 */
export function lastOption(
  argv: readonly string[],
  name: string,
  fallback: string,
): string {
  const index = argv.lastIndexOf(`--${name}`);
  const value = index >= 0 ? argv[index + 1] : undefined;
  return value !== undefined && !value.startsWith('--') ? value : fallback;
}
