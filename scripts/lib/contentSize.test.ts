import {measureContent} from './contentSize';

const documentOf = (html: string): Document =>
  new DOMParser().parseFromString(html, 'text/html');

describe('measureContent', () => {
  it('measures the lowest element holding the title and the linkable headings', () => {
    const doc = documentOf(`
      <nav><h2>Menu</h2><a href="/">Home</a></nav>
      <main>
        <article>
          <header><h1>CLI</h1></header>
          <div class="markdown">
            <h2 id="build">rslib   build</h2>
            <p>Builds the   library.</p>
            <h3 id="watch">Watch</h3>
          </div>
        </article>
        <aside><h2>On this page</h2></aside>
      </main>`);
    // The article (header, h1, div, h2, p, h3), not the navigation or the outline.
    expect(measureContent(doc)).toEqual({
      textChars: 'CLI rslib build Builds the library. Watch'.length,
      elements: 6,
    });
  });

  it('takes the title’s parent when the page has no linkable heading', () => {
    const doc = documentOf(
      '<div class="doc"><h1>Glossary</h1><p>Terms.</p></div><footer>x</footer>',
    );
    expect(measureContent(doc)).toEqual({
      // Adjacent blocks without whitespace between them join (as textContent does).
      textChars: 'GlossaryTerms.'.length,
      elements: 2,
    });
  });

  it('returns null without a title', () => {
    expect(measureContent(documentOf('<p>No title</p>'))).toBeNull();
  });
});
