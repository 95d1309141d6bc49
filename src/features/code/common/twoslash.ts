/**
 * Pure helpers for build-time type hovers ("```ts twoslash" code blocks).
 * The remark plugin runs the type checker; these functions only decide which
 * blocks opt in, shape the hover data and turn it into safe HTML (text and
 * attribute values escaped with `escape-html`).
 */
import escapeHtml from 'escape-html';

/** One hover target: `start`/`length` are UTF-16 offsets into the shown code. */
export interface TwoslashHover {
  start: number;
  length: number;
  /** Quick-info text of the identifier (plain text, never HTML). */
  text: string;
  /** Short JSDoc summary, or '' when none or too long. */
  docs: string;
}

/** Longest docs text kept in a hover, in characters; longer docs are dropped. */
const MAX_DOCS_LENGTH = 240;

/**
 * Whether a fence opts in to type hovers: its language is ts/tsx and its
 * metastring holds the bare word `twoslash`.
 * @param lang fence language (`ts`), may be null
 * @param meta fence metastring (`twoslash title="x.ts"`), may be null
 */
export function isTwoslashFence(
  lang: string | null | undefined,
  meta: string | null | undefined,
): boolean {
  if (!lang || !meta || !/^(ts|tsx|typescript)$/.test(lang)) return false;
  // Strip quoted values so `title="twoslash.ts"` does not count.
  const bare = meta.replace(/"[^"]*"|'[^']*'/g, '');
  return /(^|\s)twoslash(\s|$)/.test(bare);
}

/** Removes the `twoslash` word from a metastring, keeping the rest (title…). */
export function stripTwoslashMeta(meta: string): string {
  return meta
    .replace(/(^|\s)twoslash(?=\s|$)/, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Cleans a quick-info text for display: drops twoslash's trailing
 * `import x` line and the leading `(alias) ` so `defineConfig` reads
 * `function defineConfig…`.
 */
export function cleanHoverText(text: string): string {
  return text
    .replace(/\nimport [\w$]+$/, '')
    .replace(/^\(alias\) /, '')
    .trim();
}

/** Keeps the first paragraph of docs when it is short enough, else ''. */
export function shortDocs(docs: string | undefined): string {
  if (!docs) return '';
  const first = docs.split(/\n\s*\n/)[0].trim();
  return first.length <= MAX_DOCS_LENGTH ? first : '';
}

/** A run of source text, either plain or a hover target (index into hovers). */
export interface CodeSegment {
  text: string;
  hover: number | null;
}

/**
 * Splits code into plain and hover segments in source order. Overlapping or
 * out-of-range hovers are skipped (the earlier one wins).
 * @param code the displayed code
 * @param hovers hover targets, any order
 */
export function splitByHovers(
  code: string,
  hovers: readonly TwoslashHover[],
): CodeSegment[] {
  const order = hovers
    .map((h, i) => ({...h, i}))
    .filter(
      (h) => h.length > 0 && h.start >= 0 && h.start + h.length <= code.length,
    )
    .sort((a, b) => a.start - b.start);
  const out: CodeSegment[] = [];
  let pos = 0;
  for (const h of order) {
    if (h.start < pos) continue;
    if (h.start > pos) out.push({text: code.slice(pos, h.start), hover: null});
    out.push({text: code.slice(h.start, h.start + h.length), hover: h.i});
    pos = h.start + h.length;
  }
  if (pos < code.length) out.push({text: code.slice(pos), hover: null});
  return out;
}

/** A syntax-highlighted token (`src/features/code/client/prism/tokens.ts`). */
export interface TwoslashToken {
  readonly types: readonly string[];
  readonly content: string;
}

const tokenClass = (types: readonly string[]) => {
  const names = types.filter((t) => t !== 'plain' && /^[\w-]+$/.test(t));
  return names.length ? `token ${names.join(' ')}` : '';
};

function tokenHtml(types: readonly string[], text: string): string {
  const cls = tokenClass(types);
  return cls
    ? `<span class="${cls}">${escapeHtml(text)}</span>`
    : escapeHtml(text);
}

/** HTML of one hover's popup: the type text (escaped), then short docs. */
function popupHtml(hover: TwoslashHover, id: string): string {
  const docs = hover.docs
    ? `<span class="twoslash-docs">${escapeHtml(hover.docs)}</span>`
    : '';
  return `<span class="twoslash-popup" role="tooltip" id="${escapeHtml(id)}"><code class="twoslash-type">${escapeHtml(hover.text)}</code>${docs}</span>`;
}

/**
 * The inner HTML of a `<code>` element: syntax-highlighted tokens, each hover range
 * wrapped in a focusable `twoslash-target` with its popup. Every character of
 * the code and of the type texts appears as text, never as markup.
 * @param lines syntax-highlighted tokens per line (the code joined by '\n')
 * @param hovers hover targets, offsets into the joined code
 * @param idPrefix unique prefix for popup ids on the page
 */
export function twoslashHtml(
  lines: readonly (readonly TwoslashToken[])[],
  hovers: readonly TwoslashHover[],
  idPrefix: string,
): string {
  const pieces: {types: readonly string[]; text: string; start: number}[] = [];
  let offset = 0;
  lines.forEach((line, index) => {
    if (index > 0) {
      pieces.push({types: [], text: '\n', start: offset});
      offset += 1;
    }
    for (const token of line) {
      if (token.content === '\n' && line.length === 1) continue;
      pieces.push({types: token.types, text: token.content, start: offset});
      offset += token.content.length;
    }
  });
  const code = pieces.map((p) => p.text).join('');
  const segments = splitByHovers(code, hovers);
  let html = '';
  let pos = 0;
  for (const segment of segments) {
    const end = pos + segment.text.length;
    let inner = '';
    for (const piece of pieces) {
      const from = Math.max(pos, piece.start);
      const to = Math.min(end, piece.start + piece.text.length);
      if (from < to) {
        inner += tokenHtml(
          piece.types,
          piece.text.slice(from - piece.start, to - piece.start),
        );
      }
    }
    if (segment.hover === null) {
      html += inner;
    } else {
      const id = `${idPrefix}-${segment.hover}`;
      html += `<span class="twoslash-target" tabindex="0" aria-describedby="${escapeHtml(id)}">${inner}${popupHtml(hovers[segment.hover], id)}</span>`;
    }
    pos = end;
  }
  return html;
}

/** A box in viewport pixels (from `getBoundingClientRect`). */
export interface ViewportBox {
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
}

/** Gap between an identifier and its popup, and the popup's margin to the viewport edges, in px. */
const POPUP_GAP = 4;
const POPUP_MARGIN = 8;

/**
 * Where a type popup goes, in viewport pixels (for `position: fixed`, which
 * escapes the code block's scroll box that would otherwise clip it): below the
 * identifier, or above it when there is no room below but room above; shifted
 * left so it stays inside the viewport.
 * @param target the identifier's box
 * @param popup the popup's size in px
 * @param viewport the viewport's size in px (`innerWidth`, `innerHeight`)
 */
export function popupPosition(
  target: ViewportBox,
  popup: {readonly width: number; readonly height: number},
  viewport: {readonly width: number; readonly height: number},
): {top: number; left: number} {
  const below = target.bottom + POPUP_GAP;
  const above = target.top - POPUP_GAP - popup.height;
  const fitsBelow = below + popup.height <= viewport.height - POPUP_MARGIN;
  const top = !fitsBelow && above >= POPUP_MARGIN ? above : below;
  const maxLeft = viewport.width - POPUP_MARGIN - popup.width;
  const left = Math.max(POPUP_MARGIN, Math.min(target.left, maxLeft));
  return {top: Math.round(top), left: Math.round(left)};
}
