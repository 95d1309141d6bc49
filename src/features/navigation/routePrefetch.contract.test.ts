/**
 * @jest-environment node
 *
 * Contract of the route-prefetch stand-in (`client/routePrefetch.ts`, swapped
 * in by `./index.ts`) with the installed `@docusaurus/core`: its route
 * registry imports the helper as `./prefetch` and calls it only to prefetch
 * the chunks of a route whose link came into view, while hover and touch
 * preload a route without it. When an upgrade changes that, this fails and
 * names the change; update the stand-in and `src/theme/README.md` ("Internal
 * dependencies") together.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type {Plugin} from '@docusaurus/types';
import navigationPlugin, {
  DOCUSAURUS_CLIENT_DIR,
  PREFETCH_HELPER_REQUEST,
  ROUTE_PREFETCH_MODULE,
  redirectPrefetchHelper,
} from './index';
import prefetch from './client/routePrefetch';

const CLIENT_DIR = path.join(
  path.dirname(require.resolve('@docusaurus/core/package.json')),
  'lib',
  'client',
);

function parse(file: string): ts.SourceFile {
  const full = path.join(CLIENT_DIR, file);
  return ts.createSourceFile(
    full,
    readFileSync(full, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.JSX,
  );
}

/** Every node of a tree, depth first. */
function nodes(root: ts.Node): ts.Node[] {
  const all: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    all.push(node);
    node.forEachChild(visit);
  };
  visit(root);
  return all;
}

/** Name of the nearest enclosing `const name = …` of a node. */
function enclosingConst(node: ts.Node): string | undefined {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent)
    if (ts.isVariableDeclaration(at) && ts.isIdentifier(at.name))
      return at.name.text;
  return undefined;
}

describe("Docusaurus's route registry (lib/client/docusaurus.js)", () => {
  const source = parse('docusaurus.js');

  it('imports its prefetch helper as the default export of ./prefetch', () => {
    const imports = source.statements
      .filter(ts.isImportDeclaration)
      .filter(
        (statement) =>
          ts.isStringLiteral(statement.moduleSpecifier) &&
          PREFETCH_HELPER_REQUEST.test(statement.moduleSpecifier.text),
      )
      .map((statement) => statement.importClause?.name?.text);
    expect(imports).toEqual(['prefetchHelper']);
  });

  it('calls the helper only inside `prefetch`, never from `preload`', () => {
    const callers = nodes(source)
      .filter(ts.isCallExpression)
      .filter(
        (call) =>
          ts.isIdentifier(call.expression) &&
          call.expression.text === 'prefetchHelper',
      )
      .map(enclosingConst);
    expect(callers).toEqual(['prefetch']);
  });
});

describe("Docusaurus's <Link> (lib/client/exports/Link.js)", () => {
  const source = parse(path.join('exports', 'Link.js'));
  const calls = (method: string) =>
    nodes(source)
      .filter(ts.isCallExpression)
      .filter((call) =>
        call.expression.getText(source).endsWith(`window.docusaurus.${method}`),
      );

  it('preloads a route on mouse enter and touch start', () => {
    expect(calls('preload').map(enclosingConst)).toEqual([
      'onInteractionEnter',
    ]);
    const handlers = nodes(source)
      .filter(ts.isJsxAttribute)
      .filter(
        (attribute) =>
          attribute.initializer?.getText(source) === '{onInteractionEnter}',
      )
      .map((attribute) => attribute.name.getText(source));
    expect(handlers.sort()).toEqual(['onMouseEnter', 'onTouchStart']);
  });

  it('prefetches a route when its link comes into view (the calls made harmless)', () => {
    expect(calls('prefetch').length).toBeGreaterThan(0);
    expect(
      nodes(source).some(
        (node) =>
          ts.isNewExpression(node) &&
          node.expression.getText(source) === 'window.IntersectionObserver',
      ),
    ).toBe(true);
  });
});

describe('the swap', () => {
  it('redirects ./prefetch from the client folder only', () => {
    const fromCore = {context: CLIENT_DIR, request: './prefetch'};
    redirectPrefetchHelper(fromCore);
    expect(fromCore.request).toBe(ROUTE_PREFETCH_MODULE);
    expect(DOCUSAURUS_CLIENT_DIR.test(CLIENT_DIR)).toBe(true);

    const elsewhere = {
      context: path.join(CLIENT_DIR, 'exports'),
      request: './prefetch',
    };
    redirectPrefetchHelper(elsewhere);
    expect(elsewhere.request).toBe('./prefetch');
    const otherRequest = {context: CLIENT_DIR, request: './preload'};
    redirectPrefetchHelper(otherRequest);
    expect(otherRequest.request).toBe('./preload');
  });

  it('is configured for the browser bundle only', () => {
    const plugin = navigationPlugin() as Plugin;
    class Replacement {
      constructor(
        readonly pattern: RegExp,
        readonly redirect: unknown,
      ) {}
    }
    const utils = {
      currentBundler: {instance: {NormalModuleReplacementPlugin: Replacement}},
    } as never;
    expect(plugin.configureWebpack?.({}, true, utils, undefined)).toEqual({});
    const client = plugin.configureWebpack?.(
      {},
      false,
      utils,
      undefined,
    ) as unknown as {
      plugins: Replacement[];
    };
    expect(client.plugins).toHaveLength(1);
    expect(client.plugins[0].pattern).toBe(PREFETCH_HELPER_REQUEST);
    expect(client.plugins[0].redirect).toBe(redirectPrefetchHelper);
  });

  it('the stand-in fetches nothing', async () => {
    const append = jest.fn();
    (globalThis as {document?: unknown}).document = {
      head: {appendChild: append},
      createElement: jest.fn(),
    };
    try {
      await expect(prefetch('/assets/js/a.js')).resolves.toBeUndefined();
      expect(append).not.toHaveBeenCalled();
    } finally {
      delete (globalThis as {document?: unknown}).document;
    }
  });
});
