import Prism from './prism';
import {tokensToLines} from './tokens';

describe('tokensToLines', () => {
  it('splits text into lines and keeps plain text plain', () => {
    expect(tokensToLines(['a\nb', ''])).toEqual([
      [{types: ['plain'], content: 'a'}],
      [{types: ['plain'], content: 'b'}],
    ]);
  });

  it('flattens nested tokens with their ancestors types and aliases', () => {
    expect(
      tokensToLines([
        {
          type: 'tag',
          content: [{type: 'punctuation', content: '<'}, 'div'],
        },
        {type: 'string', alias: 'attr', content: '"x"\n"y"'},
      ]),
    ).toEqual([
      [
        {types: ['tag', 'punctuation'], content: '<'},
        {types: ['tag'], content: 'div'},
        {types: ['string', 'attr'], content: '"x"'},
      ],
      [{types: ['string', 'attr'], content: '"y"'}],
    ]);
  });

  it('gives an empty line one empty plain token', () => {
    expect(tokensToLines(['a\n\nb'])[1]).toEqual([
      {types: ['plain'], content: '', empty: true},
    ]);
  });

  it('tokenizes TypeScript with the site Prism', () => {
    const lines = tokensToLines(
      Prism.tokenize('const x: number = 1;', Prism.languages.ts),
    );
    expect(lines[0][0]).toEqual({types: ['keyword'], content: 'const'});
  });
});
