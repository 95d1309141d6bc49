import {convertNpmCommand, resolvePackageManagerCommands, type PackageManager} from './packageManager';

describe('convertNpmCommand', () => {
  const cases: [string, PackageManager, string][] = [
    ['npm install -D @rslib/core', 'npm', 'npm install -D @rslib/core'],
    ['npm install -D @rslib/core', 'yarn', 'yarn add -D @rslib/core'],
    ['npm install -D @rslib/core', 'pnpm', 'pnpm add -D @rslib/core'],
    ['npm install -D @rslib/core', 'bun', 'bun add -D @rslib/core'],
    ['npm i react react-dom', 'pnpm', 'pnpm add react react-dom'],
    ['npm add @rsbuild/plugin-react -D', 'yarn', 'yarn add @rsbuild/plugin-react -D'],
    ['npm install', 'yarn', 'yarn'],
    ['npm install', 'pnpm', 'pnpm install'],
    ['npm install', 'bun', 'bun install'],
    ['npm uninstall tsup', 'yarn', 'yarn remove tsup'],
    ['npm uninstall tsup', 'bun', 'bun remove tsup'],
    ['npm create rslib@latest', 'yarn', 'yarn create rslib'],
    ['npm create rslib@latest', 'pnpm', 'pnpm create rslib@latest'],
    ['npm create rslib@latest', 'bun', 'bun create rslib@latest'],
    ['npm create rslib@latest -- --dir my-lib', 'yarn', 'yarn create rslib -- --dir my-lib'],
    ['npm run build', 'pnpm', 'pnpm run build'],
    ['  npm install -D typescript  ', 'yarn', 'yarn add -D typescript'],
    ['npx rslib build', 'pnpm', 'npx rslib build'],
  ];
  it.each(cases)('%s → (%s) %s', (input, manager, expected) => {
    expect(convertNpmCommand(input, manager)).toBe(expected);
  });
});

describe('resolvePackageManagerCommands', () => {
  it('converts one npm command for every manager', () => {
    expect(resolvePackageManagerCommands('npm install -D @rslib/core')).toEqual({
      npm: 'npm install -D @rslib/core',
      yarn: 'yarn add -D @rslib/core',
      pnpm: 'pnpm add -D @rslib/core',
      bun: 'bun add -D @rslib/core',
    });
  });
  it('keeps explicit entries and converts the npm entry for the rest', () => {
    expect(resolvePackageManagerCommands({npm: 'npm run build', bun: 'bun run build --watch'})).toEqual({
      npm: 'npm run build',
      yarn: 'yarn run build',
      pnpm: 'pnpm run build',
      bun: 'bun run build --watch',
    });
  });
});
