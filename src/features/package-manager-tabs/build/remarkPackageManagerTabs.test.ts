/** @jest-environment node */
import {runMdx} from '@site/test/helpers/mdx';

const PLUGIN =
  'src/features/package-manager-tabs/build/remarkPackageManagerTabs.ts';

/** The props each `<PackageManagerTabs>` of a rendered page received. */
function tabsProps(html: string | undefined): unknown[] {
  return [
    ...(html ?? '').matchAll(/<PackageManagerTabs data-props="([^"]*)"/g),
  ].map((match) => JSON.parse(match[1].replace(/&quot;/g, '"')));
}

describe('remarkPackageManagerTabs', () => {
  it('gives the component the four commands, converted at build time', () => {
    const {html, error} = runMdx(
      [
        '<PackageManagerTabs command="npm create rslib@latest" />',
        '',
        "<PackageManagerTabs command={{npm: 'npx rslib build', bun: 'bunx rslib build'}} />",
        '',
        '- <PackageManagerTabs command="npm install -D typescript" />',
      ].join('\n'),
      [PLUGIN],
      {mode: 'render'},
    );
    expect(error).toBeUndefined();
    expect(tabsProps(html)).toEqual([
      {
        command: {
          npm: 'npm create rslib@latest',
          yarn: 'yarn create rslib',
          pnpm: 'pnpm create rslib@latest',
          bun: 'bun create rslib@latest',
        },
      },
      {
        command: {
          npm: 'npx rslib build',
          yarn: 'npx rslib build',
          pnpm: 'npx rslib build',
          bun: 'bunx rslib build',
        },
      },
      {
        command: {
          npm: 'npm install -D typescript',
          yarn: 'yarn add -D typescript',
          pnpm: 'pnpm add -D typescript',
          bun: 'bun add -D typescript',
        },
      },
    ]);
  }, 30_000);

  it('fails the build on a command it cannot read, naming the file', () => {
    expect(
      runMdx('<PackageManagerTabs command={commands} />', [PLUGIN], {
        path: 'docs/guide/x.mdx',
      }).error,
    ).toBe(
      '<PackageManagerTabs> in docs/guide/x.mdx needs command="npm …" or command={{npm: \'…\', …}} with string literals only.',
    );
  }, 30_000);
});
