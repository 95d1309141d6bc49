import {
  contentSecurityPolicy,
  frameOptions,
  hashSource,
  hashSources,
  inlineCode,
  inlineScripts,
  securityHeaders,
  styleAttributes,
  unhashedScripts,
} from './securityHeaders';

/**
 * Known answers: the CSP source of each text the tests hash, computed outside
 * the code under test (`printf '%s' TEXT | openssl dgst -sha256 -binary |
 * base64`), so a wrong algorithm, encoding or format fails here.
 */
const KNOWN_SOURCES: Readonly<Record<string, string>> = {
  'display: none;': "'sha256-biLFinpqYMtWHmXfkA1BPeCY0/fNt46SAZ+BBk5YUog='",
  x: "'sha256-LXEWQrcmsEQBYnyp+6wy9chTD7GQPMTbAiWHF5IaSIE='",
  "import('/x.js')": "'sha256-2j6C5ZuYnbA0IrYk8bMKh9JHNrn4wJpE/Oaux5gOjg0='",
  '!function(){document.documentElement.dataset.a=1}()':
    "'sha256-22zb9UXpU4MCLS0IyiaQK/AFSeKwlWeKpbiixBiW+VM='",
  [`var s = '<b style="color:red">'`]:
    "'sha256-3ds1eAGosaz9Qez17ygonRQKtsM8EKSXSK2zT5fSRXI='",
  'go()': "'sha256-5KYv+PUboo5h+0+YAtGRPbwv5d/QxzHslP4YGnUaxRw='",
  a: "'sha256-ypeBEsobvcr6wjGzmiPcTaeG7/gUfE5yuYB3ha/uSLs='",
  b: "'sha256-PiPoFgA5WUoziU9lZOGxNIu9egCI1CxKy3PurtWcAJ0='",
};
/** The known CSP source of `text` (see `KNOWN_SOURCES`). */
const sha = (text: string): string => {
  const source = KNOWN_SOURCES[text];
  if (!source) throw new Error(`No known hash for ${JSON.stringify(text)}`);
  return source;
};

const PAGE = `<!doctype html><html><head>
<script>!function(){document.documentElement.dataset.a=1}()</script>
<script src="/assets/js/main.js" defer></script>
<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>
<script type=module>import('/x.js')</script>
</head><body><svg style="display: none;"></svg>
<span class=star style=top:9%;left:4%>.</span>
<span style='--icon:url("/img/x.svg")'></span>
<p title="style=nope">a</p>
<script>var s = '<b style="color:red">'</script>
</body></html>`;

describe('inlineScripts', () => {
  it('returns the scripts a browser runs, not external scripts or data blocks', () => {
    expect(inlineScripts(PAGE)).toEqual([
      '!function(){document.documentElement.dataset.a=1}()',
      "import('/x.js')",
      `var s = '<b style="color:red">'`,
    ]);
  });

  it('reads awkward markup the way a browser does', () => {
    const html = [
      '<!doctype html><HTML><HEAD>',
      // `>` inside an attribute value does not end the tag.
      '<SCRIPT data-x="a>b">one()</SCRIPT>',
      // A comment holding a script tag is a comment.
      '<!-- <script>commented()</script> -->',
      // `</script >` (space) closes the script; `</scriptx>` does not.
      '<script>two("</scriptx>")</script >',
      // Text inside a textarea or a title is text.
      '<title><script>t()</script></title>',
      '</HEAD><BODY><textarea><script>x()</script></textarea>',
      // Empty scripts are never checked; whitespace-only ones are.
      '<script></script><script> </script>',
      // Data blocks are not run, an import map is.
      '<script type="application/ld+json">{"a":1}</script>',
      '<script type="text/plain">plain</script>',
      '<script type=" TEXT/JAVASCRIPT ">three()</script>',
      '<script type="importmap">{"imports":{}}</script>',
      // A nomodule classic script never runs in a browser that knows modules.
      '<script nomodule>legacy()</script>',
      '<script language="javascript">four()</script>',
      // Entities stay as written in script text; CRLF becomes LF.
      '<script>a &amp;&amp; b\r\nc()</script>',
      '<svg><script>svg()</script></svg>',
      '<template><script>templated()</script></template>',
      '<noscript><script>never()</script></noscript>',
      '</BODY></HTML>',
    ].join('');
    expect(inlineScripts(html)).toEqual([
      'one()',
      'two("</scriptx>")',
      ' ',
      'three()',
      '{"imports":{}}',
      'four()',
      'a &amp;&amp; b\nc()',
      'svg()',
      'templated()',
    ]);
  });
});

describe('styleAttributes', () => {
  it('reads quoted and unquoted style attributes, decoded, outside scripts', () => {
    expect(styleAttributes(PAGE)).toEqual([
      'display: none;',
      'top:9%;left:4%',
      '--icon:url("/img/x.svg")',
    ]);
    expect(styleAttributes('<i style="a:&quot;b&quot;&amp;">')).toEqual([
      'a:"b"&',
    ]);
  });

  it('skips look-alikes in attribute values, comments and text', () => {
    expect(
      styleAttributes(
        '<p title=\'<i style="x:1">\' STYLE="color: red">a > b</p><!-- <b style="y:2"> --><pre>&lt;b style="z:3"&gt;</pre><svg><rect style="fill:red"/></svg>',
      ),
    ).toEqual(['color: red', 'fill:red']);
  });
});

describe('inlineCode', () => {
  it('finds event handler attributes on elements only', () => {
    expect(
      inlineCode(
        '<button onclick="go()">a</button><pre>&lt;button onclick={() =&gt; go()}&gt;</pre>',
      ).handlers,
    ).toEqual([{name: 'onclick', value: 'go()'}]);
  });
});

describe('hashes', () => {
  it('hashes the exact text as a CSP source', () => {
    expect(hashSource('display: none;')).toBe(sha('display: none;'));
  });

  it('lists each distinct text once, sorted', () => {
    // 'sha256-PiPo…' (b) sorts before 'sha256-ypeB…' (a).
    expect(hashSources(['a', 'b', 'a'])).toEqual([sha('b'), sha('a')]);
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({
    scriptHashes: [sha('x')],
    styleAttributeHashes: [sha('display: none;')],
    frameAncestors: ["'self'"],
    connectOrigins: ['https://search.example'],
  });
  const directive = (name: string) =>
    policy
      .split('; ')
      .find((part) => part.startsWith(`${name} `))
      ?.slice(name.length + 1);

  it('allows own scripts and hashed inline ones, never unsafe-inline or eval', () => {
    expect(directive('script-src')).toBe(`'self' ${sha('x')}`);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('admits the hashed style attributes only', () => {
    expect(directive('style-src')).toBe(
      `'self' 'unsafe-hashes' ${sha('display: none;')}`,
    );
  });

  it('has the fixed directives and the configured origins', () => {
    expect(directive('default-src')).toBe("'self'");
    expect(directive('img-src')).toBe("'self' data:");
    expect(directive('connect-src')).toBe("'self' https://search.example");
    expect(directive('worker-src')).toBe("'self'");
    expect(directive('object-src')).toBe("'none'");
    expect(directive('base-uri')).toBe("'self'");
    expect(directive('form-action')).toBe("'self'");
    expect(directive('frame-ancestors')).toBe("'self'");
  });

  it('drops unsafe-hashes when no style attribute needs it', () => {
    expect(
      contentSecurityPolicy({
        scriptHashes: [],
        styleAttributeHashes: [],
        frameAncestors: ["'none'"],
      }),
    ).toContain("style-src 'self';");
  });
});

describe('frameOptions', () => {
  it.each([
    [["'self'"], 'SAMEORIGIN'],
    [["'none'"], 'DENY'],
    [["'self'", 'https://a.example'], undefined],
    [['https://a.example'], undefined],
  ])('%j → %s', (ancestors, expected) => {
    expect(frameOptions(ancestors)).toBe(expected);
  });
});

describe('securityHeaders', () => {
  it('sends the hardening headers with the policy', () => {
    const headers = securityHeaders({
      scriptHashes: [],
      styleAttributeHashes: [],
      frameAncestors: ["'self'"],
    });
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'SAMEORIGIN',
    });
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('clipboard-write=(self)');
  });
});

describe('unhashedScripts', () => {
  const page = {file: 'a.html', code: inlineCode(PAGE)};
  it('finds every inline script the policy would block', () => {
    const covered = contentSecurityPolicy({
      scriptHashes: hashSources(inlineScripts(PAGE)),
      styleAttributeHashes: [],
      frameAncestors: ["'self'"],
    });
    expect(unhashedScripts([page], covered)).toEqual([]);
    const partial = contentSecurityPolicy({
      scriptHashes: [sha("import('/x.js')")],
      styleAttributeHashes: [],
      frameAncestors: ["'self'"],
    });
    expect(unhashedScripts([page], partial)).toEqual([
      {
        file: 'a.html',
        hash: sha('!function(){document.documentElement.dataset.a=1}()'),
      },
      {file: 'a.html', hash: sha(`var s = '<b style="color:red">'`)},
    ]);
  });

  it('reports event handler attributes whatever the hashes', () => {
    const code = inlineCode('<a onclick="go()">a</a>');
    const policy = contentSecurityPolicy({
      scriptHashes: [sha('go()')],
      styleAttributeHashes: [],
      frameAncestors: ["'self'"],
    });
    expect(unhashedScripts([{file: 'b.html', code}], policy)).toEqual([
      {file: 'b.html', hash: sha('go()'), attribute: 'onclick'},
    ]);
  });
});
