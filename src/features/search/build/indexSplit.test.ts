import {
  emptyIndexLike,
  labelBlogDocuments,
  splitSearchIndex,
} from './indexSplit';

const part = (name: string) => ({
  documents: [{i: 1, t: name}],
  index: {fields: ['t'], invertedIndex: [[name, {}]], fieldVectors: [[name]]},
});
const parts = ['title', 'heading', 'description', 'keywords', 'content'].map(
  part,
);
const empty = emptyIndexLike(parts[0].index);

describe('splitSearchIndex', () => {
  it('keeps page titles and headings in titles, and the rest with the page titles in content', () => {
    const {titles, content} = splitSearchIndex(parts, empty);
    expect(titles.map((p) => p.documents.length)).toEqual([1, 1, 0, 0, 0]);
    expect(content.map((p) => p.documents.length)).toEqual([1, 0, 1, 1, 1]);
    expect(titles[4].index).toBe(empty);
    expect(content[0]).toBe(parts[0]);
  });

  it('fails loudly when the plugin changed its format', () => {
    expect(() => splitSearchIndex(parts.slice(0, 4), empty)).toThrow(/five/);
    expect(() => splitSearchIndex({}, empty)).toThrow(/five/);
  });
});

describe('emptyIndexLike', () => {
  it('keeps the fields and drops every term and vector', () => {
    expect(emptyIndexLike(parts[0].index)).toEqual({
      fields: ['t'],
      invertedIndex: [],
      fieldVectors: [],
    });
  });
});

describe('labelBlogDocuments', () => {
  const index = [
    {
      documents: [
        {i: 1, t: 'Rslib 1.0', u: '/zh/blog/rslib-1-0'},
        {i: 2, t: 'Quick Start', u: '/zh/guide/start/quick-start', b: ['指南']},
        {i: 3, t: 'Blog list', u: '/zh/blog'},
        {i: 4, t: 'Not the blog', u: '/zh/blogroll'},
      ],
      index: {},
    },
  ];

  it('labels blog posts only, in the given language', () => {
    const [labelled] = labelBlogDocuments(index, '/zh/blog/', '博客');
    expect(labelled.documents.map((doc) => (doc as {b?: string[]}).b)).toEqual([
      ['博客'],
      ['指南'],
      ['博客'],
      undefined,
    ]);
  });
});
