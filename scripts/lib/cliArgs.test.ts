import {USAGE_EXIT_CODE, parseScriptArgs} from './cliArgs';

describe('parseScriptArgs', () => {
  const USAGE = 'Usage: npx tsx scripts/example.ts [--quick] [--rounds N]';
  const options = {
    quick: {type: 'boolean'},
    rounds: {type: 'string'},
    compare: {type: 'string', multiple: true},
  } as const;
  /** Stands in for `process.exit`: throws the code so the test sees it. */
  const exit = (code: number): never => {
    throw new Error(`exit ${code}`);
  };
  let errors: string[];

  beforeEach(() => {
    errors = [];
    jest
      .spyOn(console, 'error')
      .mockImplementation((text: string) => void errors.push(text));
  });
  afterEach(() => jest.restoreAllMocks());

  it('reads flags, keeps the last value of a repeated option and every value of a multiple one', () => {
    const {values} = parseScriptArgs(
      {
        args: [
          '--quick',
          '--rounds',
          '3',
          '--compare',
          'a=x',
          '--rounds',
          '7',
          '--compare',
          'b=y',
        ],
        options,
      },
      USAGE,
      exit,
    );
    expect(values).toEqual({quick: true, rounds: '7', compare: ['a=x', 'b=y']});
    expect(errors).toEqual([]);
  });

  it.each([
    [['--quik'], "Unknown option '--quik'"],
    [['--rounds'], "Option '--rounds <value>' argument missing"],
    [['extra'], "Unexpected argument 'extra'"],
  ])('%j: prints the error with the usage and exits 2', (args, message) => {
    expect(() => parseScriptArgs({args, options}, USAGE, exit)).toThrow(
      `exit ${USAGE_EXIT_CODE}`,
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
    expect(errors[0].endsWith(`\n\n${USAGE}`)).toBe(true);
  });
});
