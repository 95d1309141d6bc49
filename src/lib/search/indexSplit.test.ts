import {emptyIndexLike, splitSearchIndex} from './indexSplit';

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
