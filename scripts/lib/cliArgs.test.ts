import {lastOption} from './cliArgs';

describe('lastOption', () => {
  const argv = ['node', 'serve.ts', '--host', '127.0.0.1', '--port', '3000'];

  it.each([
    [[...argv], 'port', '3000'],
    [[...argv, '--port', '4381'], 'port', '4381'],
    [[...argv, '--host', '0.0.0.0', '--port', '4381'], 'host', '0.0.0.0'],
    [[...argv, '--port'], 'port', '9'],
    [[...argv, '--port', '--no-gzip'], 'port', '9'],
    [['node', 'serve.ts'], 'dir', '9'],
  ])('%j --%s → %s', (args, name, expected) => {
    expect(lastOption(args, name, '9')).toBe(expected);
  });
});
