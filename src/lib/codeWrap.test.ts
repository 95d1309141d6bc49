import {defaultWrapCode} from './codeWrap';

describe('defaultWrapCode', () => {
  it.each([
    [undefined, false],
    [null, false],
    [{}, false],
    [{markdown: null}, false],
    [{markdown: {}}, false],
    [{markdown: {defaultWrapCode: false}}, false],
    [{markdown: {defaultWrapCode: 'true'}}, false],
    [{markdown: {defaultWrapCode: true}}, true],
    ['markdown', false],
  ])('%j → %s', (customFields, expected) => {
    expect(defaultWrapCode(customFields)).toBe(expected);
  });
});
