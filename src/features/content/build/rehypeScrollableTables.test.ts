import rehypeScrollableTables, {
  makeTablesFocusable,
} from './rehypeScrollableTables';

const table = (properties?: Record<string, unknown>) => ({
  type: 'element',
  tagName: 'table',
  properties,
  children: [{type: 'element', tagName: 'tr', properties: {}, children: []}],
});

describe('rehypeScrollableTables', () => {
  it('makes every table of the tree focusable, nested ones included', () => {
    const nested = table();
    const tree = {
      type: 'root',
      children: [
        table({className: ['x']}),
        {type: 'element', tagName: 'div', properties: {}, children: [nested]},
      ],
    };
    rehypeScrollableTables()(tree);
    expect(tree.children[0].properties).toEqual({
      className: ['x'],
      tabIndex: 0,
    });
    expect(nested.properties).toEqual({tabIndex: 0});
  });

  it('keeps a tabIndex the author set and leaves other elements alone', () => {
    const own = table({tabIndex: -1});
    const div = {type: 'element', tagName: 'div', properties: {}};
    makeTablesFocusable({type: 'root', children: [own, div]});
    expect(own.properties).toEqual({tabIndex: -1});
    expect(div.properties).toEqual({});
  });
});
