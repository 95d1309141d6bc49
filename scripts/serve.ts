/**
 * `npm run serve [-- --dir build --port 3000 --host 127.0.0.1 --no-gzip]`: serves the
 * production build the way the host does, so what a maintainer previews is
 * what readers get:
 * - the build's own `_redirects` and `_headers` (written by
 *   `src/features/hosting/index.ts`, read by Netlify) decide redirects, localized 404
 *   pages and cache headers (`src/features/hosting/build/hostingRules.ts`);
 * - responses are gzip-compressed, as every static host and CDN does;
 * - clean URLs and the root `404.html` for other unknown paths, as
 *   `docusaurus serve` does.
 */
import {createReadStream, existsSync, readFileSync, statSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {
  headersFor,
  parseHeaders,
  parseRedirects,
  resolveRedirect,
} from '../src/features/hosting/build/hostingRules';
import {parseServeOptions} from './lib/serveOptions';

const {dir, port, host, gzip} = parseServeOptions(process.argv.slice(2));

if (!existsSync(path.join(dir, 'index.html'))) {
  console.error(`No production build in ${dir}: run \`npm run build\` first.`);
  process.exit(1);
}
const read = (file: string) =>
  existsSync(path.join(dir, file))
    ? readFileSync(path.join(dir, file), 'utf8')
    : '';
const redirects = parseRedirects(read('_redirects'));
const headerRules = parseHeaders(read('_headers'));

/** Whether the build answers `pathname` with a file: as is, `x.html` or `x/index.html`. */
function fileExists(pathname: string): boolean {
  let relative: string;
  try {
    relative = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const full = path.join(dir, relative);
  if (!full.startsWith(dir)) return false;
  return [full, `${full}.html`, path.join(full, 'index.html')].some(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

const compress = compression();

const server = http.createServer((request, response) => {
  const next = () => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const decision = resolveRedirect(
      redirects,
      url.pathname,
      url.search,
      fileExists,
    );
    if (decision.kind === 'redirect') {
      response.writeHead(decision.status, {Location: decision.location});
      response.end();
      return;
    }
    if (decision.kind === 'rewrite') {
      response.writeHead(decision.status, {
        'Content-Type': 'text/html; charset=utf-8',
        ...headersFor(headerRules, decision.file),
      });
      createReadStream(path.join(dir, decision.file)).pipe(response);
      return;
    }
    for (const [name, value] of Object.entries(
      headersFor(headerRules, url.pathname),
    )) {
      response.setHeader(name, value);
    }
    void serveHandler(request, response, {
      public: dir,
      cleanUrls: true,
      directoryListing: false,
    });
  };
  if (gzip) compress(request as never, response as never, next);
  else next();
});

server.listen(port, host, () => {
  console.log(`Serving ${dir} at http://${host}:${port}/`);
});
