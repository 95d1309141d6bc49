/**
 * How much content a page carries, measured the same way on every site of a
 * comparison (`npm run bench -- --compare`): main-thread work grows with the
 * content a page parses, styles and hydrates, so two sites' figures for the
 * same route compare like with like only when the pages hold about as much.
 */

/** Text and element count of a page's content. */
export type ContentSize = {
  /** Characters of text as the markup holds it (`textContent`), whitespace runs counted as one space. */
  readonly textChars: number;
  /** Elements inside the content root. */
  readonly elements: number;
};

/**
 * Measures the content of `doc`: the text and elements of the lowest element
 * that holds the page's `<h1>` and every `<h2>`/`<h3>` with an `id` (the
 * headings readers can link to, which every docs theme gives ids; navigation
 * titles have none). Reads the served markup, so run it with JavaScript off
 * for the same figure on every site. Self-contained (no outside references):
 * Playwright's `page.evaluate` sends its source to the page.
 * @returns null when the page has no `<h1>`
 */
export function measureContent(doc: Document): ContentSize | null {
  const title = doc.querySelector('h1');
  if (!title) return null;
  const headings = Array.from(doc.querySelectorAll('h2[id], h3[id]'));
  let root: Element = title;
  while (
    root.parentElement &&
    (root === title || !headings.every((heading) => root.contains(heading)))
  ) {
    root = root.parentElement;
  }
  return {
    textChars: (root.textContent ?? '').replace(/\s+/g, ' ').trim().length,
    elements: root.querySelectorAll('*').length,
  };
}
