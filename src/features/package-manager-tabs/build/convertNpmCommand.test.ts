import convert from 'npm-to-yarn';
import type {PackageManager} from '../common/packageManager';
import {
  convertNpmCommand,
  resolvePackageManagerCommands,
} from './convertNpmCommand';

describe('convertNpmCommand', () => {
  // [npm command, manager, expected]
  const cases: [string, PackageManager, string][] = [
    // npm itself: unchanged (trimmed)
    ['npm install -D @rslib/core', 'npm', 'npm install -D @rslib/core'],
    ['npm create rslib@latest', 'npm', 'npm create rslib@latest'],
    // install with packages → add, -D kept
    ['npm install -D @rslib/core', 'yarn', 'yarn add -D @rslib/core'],
    ['npm install -D @rslib/core', 'pnpm', 'pnpm add -D @rslib/core'],
    ['npm install -D @rslib/core', 'bun', 'bun add -D @rslib/core'],
    ['npm install @swc/helpers', 'yarn', 'yarn add @swc/helpers'],
    ['npm install @swc/helpers', 'pnpm', 'pnpm add @swc/helpers'],
    ['npm install @swc/helpers', 'bun', 'bun add @swc/helpers'],
    ['npm i react react-dom', 'pnpm', 'pnpm add react react-dom'],
    [
      'npm add @rsbuild/plugin-react -D',
      'yarn',
      'yarn add @rsbuild/plugin-react -D',
    ],
    // the latest tag stays on installs (only yarn create drops it)
    [
      'npm install -D @rslib/core@latest',
      'yarn',
      'yarn add -D @rslib/core@latest',
    ],
    [
      'npm install -D @microsoft/api-extractor@^7',
      'pnpm',
      'pnpm add -D @microsoft/api-extractor@^7',
    ],
    // long flags
    ['npm install --save-dev typescript', 'yarn', 'yarn add --dev typescript'],
    [
      'npm install --save-dev typescript',
      'pnpm',
      'pnpm add --save-dev typescript',
    ],
    ['npm install --save-dev typescript', 'bun', 'bun add --dev typescript'],
    ['npm install --save-exact react', 'yarn', 'yarn add --exact react'],
    ['npm install --save-peer react', 'bun', 'bun add --peer react'],
    [
      'npm install --save-optional fsevents',
      'pnpm',
      'pnpm add --save-optional fsevents',
    ],
    // global installs
    ['npm install -g @rslib/core', 'yarn', 'yarn global add @rslib/core'],
    ['npm install --global @rslib/core', 'pnpm', 'pnpm add -g @rslib/core'],
    ['npm i -g @rslib/core', 'bun', 'bun add -g @rslib/core'],
    // bare install
    ['npm install', 'yarn', 'yarn'],
    ['npm install', 'pnpm', 'pnpm install'],
    ['npm install', 'bun', 'bun install'],
    ['npm i', 'pnpm', 'pnpm install'],
    ['npm ci', 'pnpm', 'pnpm install --frozen-lockfile'],
    ['npm ci', 'yarn', 'yarn install --frozen-lockfile'],
    // uninstall
    ['npm uninstall tsup', 'yarn', 'yarn remove tsup'],
    ['npm uninstall tsup', 'pnpm', 'pnpm remove tsup'],
    ['npm uninstall tsup', 'bun', 'bun remove tsup'],
    ['npm rm esbuild', 'yarn', 'yarn remove esbuild'],
    // create: latest tag dropped for yarn only, npm's -- separator dropped
    ['npm create rslib@latest', 'yarn', 'yarn create rslib'],
    ['npm create rslib@latest', 'pnpm', 'pnpm create rslib@latest'],
    ['npm create rslib@latest', 'bun', 'bun create rslib@latest'],
    ['npm init rslib@latest', 'yarn', 'yarn create rslib'],
    [
      'npm create rslib@latest my-lib -- --template react-ts',
      'yarn',
      'yarn create rslib my-lib --template react-ts',
    ],
    [
      'npm create rslib@latest my-lib -- --template react-ts',
      'pnpm',
      'pnpm create rslib@latest my-lib --template react-ts',
    ],
    [
      'npm create rslib@latest my-lib -- --template react-ts',
      'bun',
      'bun create rslib@latest my-lib --template react-ts',
    ],
    ['npm create rslib@1.0.0', 'yarn', 'yarn create rslib@1.0.0'],
    // run
    ['npm run build', 'yarn', 'yarn run build'],
    ['npm run build', 'pnpm', 'pnpm run build'],
    ['npm run build', 'bun', 'bun run build'],
    ['npm run build -- --watch', 'pnpm', 'pnpm run build --watch'],
    ['npm run build -- --watch', 'npm', 'npm run build -- --watch'],
    // other npm verbs: manager swapped
    ['npm publish', 'pnpm', 'pnpm publish'],
    // white space and non-npm commands
    ['  npm   install  -D typescript  ', 'yarn', 'yarn add -D typescript'],
    ['npx rslib build', 'pnpm', 'npx rslib build'],
    ['rslib build', 'yarn', 'rslib build'],
    ['npm', 'bun', 'npm'],
    ['', 'yarn', ''],
  ];
  it.each(cases)('%s → (%s) %s', (input, manager, expected) => {
    expect(convertNpmCommand(input, manager)).toBe(expected);
  });
});

describe('resolvePackageManagerCommands', () => {
  it('converts one npm command for every manager', () => {
    expect(resolvePackageManagerCommands('npm install -D @rslib/core')).toEqual(
      {
        npm: 'npm install -D @rslib/core',
        yarn: 'yarn add -D @rslib/core',
        pnpm: 'pnpm add -D @rslib/core',
        bun: 'bun add -D @rslib/core',
      },
    );
  });

  it('keeps explicit entries and converts the npm entry for the rest', () => {
    expect(
      resolvePackageManagerCommands({
        npm: 'npm run build',
        bun: 'bun run build --watch',
      }),
    ).toEqual({
      npm: 'npm run build',
      yarn: 'yarn run build',
      pnpm: 'pnpm run build',
      bun: 'bun run build --watch',
    });
  });

  it('gives empty commands for a map without an npm entry', () => {
    expect(resolvePackageManagerCommands({yarn: 'yarn dlx x'})).toEqual({
      npm: '',
      yarn: 'yarn dlx x',
      pnpm: '',
      bun: '',
    });
  });
});

// Where the site's answer differs from npm-to-yarn's. Each row also checks
// npm-to-yarn's own answer: when an upgrade starts answering like the site,
// the row fails and our rule for it can go.
describe('cases npm-to-yarn answers differently', () => {
  const cases: [string, string, PackageManager, string, string][] = [
    // [case, npm command, manager, the site's answer, npm-to-yarn's answer]
    [
      'npx runs the installed binary (dlx would always download)',
      'npx rstest',
      'pnpm',
      'npx rstest',
      'pnpm dlx rstest',
    ],
    [
      'pnpm create keeps the version tag',
      'npm create rslib@latest',
      'pnpm',
      'pnpm create rslib@latest',
      'pnpm create rslib',
    ],
    [
      'bun create, not bunx create-x',
      'npm create rslib@latest my-lib -- --template react-ts',
      'bun',
      'bun create rslib@latest my-lib --template react-ts',
      'bunx create-rslib my-lib --template react-ts',
    ],
    [
      'yarn run keeps run',
      'npm run build',
      'yarn',
      'yarn run build',
      'yarn build',
    ],
    [
      'npm ci is converted',
      'npm ci',
      'pnpm',
      'pnpm install --frozen-lockfile',
      "npm ci\n# couldn't auto-convert command",
    ],
    [
      'unknown verbs get the manager swapped',
      'npm publish',
      'pnpm',
      'pnpm publish',
      "npm publish\n# couldn't auto-convert command",
    ],
    [
      'a bare install is yarn alone',
      'npm install',
      'yarn',
      'yarn',
      'yarn install',
    ],
    [
      'short flags stay as written',
      'npm install -D @rslib/core',
      'yarn',
      'yarn add -D @rslib/core',
      'yarn add --dev @rslib/core',
    ],
    [
      'a global install is -g for pnpm and bun',
      'npm install --global @rslib/core',
      'pnpm',
      'pnpm add -g @rslib/core',
      'pnpm add --global @rslib/core',
    ],
    [
      "bun's peer flag is --peer",
      'npm install --save-peer react',
      'bun',
      'bun add --peer react',
      'bun add --save-peer react',
    ],
  ];
  it.each(cases)('%s', (_case, input, manager, ours, theirs) => {
    expect(convertNpmCommand(input, manager)).toBe(ours);
    expect(convert(input, manager)).toBe(theirs);
  });
});
