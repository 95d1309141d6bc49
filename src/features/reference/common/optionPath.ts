/**
 * Option paths as the reference writes them: identifiers joined by dots,
 * other keys in brackets with single quotes (`lib.shims.cjs['import.meta.url']`).
 * Pure, shared by the build code, the tests and the since-data script.
 */

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `['lib', 'shims', 'cjs', 'import.meta.url']` → `lib.shims.cjs['import.meta.url']`. */
export function formatOptionPath(segments: readonly string[]): string {
  return segments
    .map((segment, index) =>
      IDENTIFIER.test(segment)
        ? `${index === 0 ? '' : '.'}${segment}`
        : `['${segment}']`,
    )
    .join('');
}

/**
 * The keys of an option path, or undefined when the text is not one (a
 * heading such as "Default value"). Accepts `a.b`, `a['b.c']`, `a["b"]`.
 */
export function parseOptionPath(text: string): string[] | undefined {
  const segments: string[] = [];
  let rest = text.trim();
  const first = /^[A-Za-z_$][\w$]*/.exec(rest);
  if (!first) return undefined;
  segments.push(first[0]);
  rest = rest.slice(first[0].length);
  while (rest !== '') {
    const dotted = /^\.([A-Za-z_$][\w$]*)/.exec(rest);
    const bracket = /^\[(['"])([^'"\]]+)\1\]/.exec(rest);
    if (dotted) {
      segments.push(dotted[1]);
      rest = rest.slice(dotted[0].length);
    } else if (bracket) {
      segments.push(bracket[2]);
      rest = rest.slice(bracket[0].length);
    } else {
      return undefined;
    }
  }
  return segments;
}
