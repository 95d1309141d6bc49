/**
 * @jest-environment node
 */
import {sourceText} from './sourceText';

describe('sourceText', () => {
  it('parses what Docusaurus parses: escaped heading ids, labelled admonitions', () => {
    const text = sourceText(
      '## Install {#install}\n\n:::tip  My title\nBody\n:::\n',
    );
    expect(text.parsed).toBe(
      '## Install \\{#install}\n\n:::tip[My title]\nBody\n:::\n',
    );
  });

  it('maps parsed positions back to the written text', () => {
    const written = '## Install {#install}\n:::tip  My title\nBody';
    const text = sourceText(written);
    // Before the rewrite, after it (the id), and at the end of a rewritten line.
    expect(text.offset({line: 1, column: 4})).toBe(written.indexOf('Install'));
    expect(text.offset({line: 1, column: 13})).toBe(written.indexOf('{#'));
    expect(text.offset({line: 1, column: 23})).toBe(written.indexOf('\n'));
    // Inside the rewritten part: the start of the part (after `:::tip`).
    expect(text.offset({line: 2, column: 8})).toBe(
      written.indexOf(':::tip') + 6,
    );
    expect(text.offset({line: 2, column: 17})).toBe(written.lastIndexOf('\n'));
    expect(text.offset({line: 3, column: 3})).toBe(written.indexOf('Body') + 2);
  });

  it('leaves other lines alone', () => {
    const written = 'Plain {text}\n### Not an id {#';
    expect(sourceText('Plain text\n').parsed).toBe('Plain text\n');
    expect(sourceText(written).offset({line: 2, column: 1})).toBe(13);
  });
});
