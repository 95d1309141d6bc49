import {
  DIVIDER_TYPES,
  SECTION_HEADER_KEYS,
  divider,
  readSidebarMarker,
  readSidebarTag,
  sectionHeader,
  taggedDoc,
  type SidebarMarker,
  type SidebarTag,
} from './sidebar';

describe('readSidebarMarker', () => {
  it.each<[string, unknown, SidebarMarker | null]>([
    [
      'a known header key',
      {sectionHeader: 'buildOutput'},
      {kind: 'header', key: 'buildOutput'},
    ],
    [
      'another header key',
      {sectionHeader: 'integrations'},
      {kind: 'header', key: 'integrations'},
    ],
    ['an unknown header key', {sectionHeader: 'nope'}, null],
    ['a header key of the wrong type', {sectionHeader: 42}, null],
    ['a prototype key as header', {sectionHeader: 'toString'}, null],
    [
      'a solid divider',
      {dividerType: 'solid'},
      {kind: 'divider', dividerType: 'solid'},
    ],
    [
      'a dashed divider',
      {dividerType: 'dashed'},
      {kind: 'divider', dividerType: 'dashed'},
    ],
    [
      'an unknown divider type (falls back to solid)',
      {dividerType: 'dotted'},
      {kind: 'divider', dividerType: 'solid'},
    ],
    [
      'a divider without a type value',
      {dividerType: undefined},
      {kind: 'divider', dividerType: 'solid'},
    ],
    [
      'a header wins over a divider',
      {sectionHeader: 'stylesAndAssets', dividerType: 'dashed'},
      {kind: 'header', key: 'stylesAndAssets'},
    ],
    ['other custom props', {tag: 'new'}, null],
    ['no custom props', undefined, null],
    ['null', null, null],
    ['a string', 'sectionHeader', null],
    ['an array', [{sectionHeader: 'buildOutput'}], null],
  ])('%s', (_name, customProps, expected) => {
    expect(readSidebarMarker(customProps)).toEqual(expected);
  });
});

describe('readSidebarTag', () => {
  it.each<[unknown, SidebarTag | null]>([
    [{tag: 'new'}, 'new'],
    [{tag: 'New'}, null],
    [{tag: '<img src=x onerror=alert(1)>'}, null],
    [{tag: ['new']}, null],
    [{}, null],
    [undefined, null],
    [null, null],
    ['new', null],
  ])('%p → %p', (customProps, expected) => {
    expect(readSidebarTag(customProps)).toBe(expected);
  });
});

describe('builders', () => {
  it('sectionHeader makes an html item that reads back as that header', () => {
    expect(sectionHeader('buildOutput')).toEqual({
      type: 'html',
      value: '<!-- section header: buildOutput -->',
      defaultStyle: false,
      customProps: {sectionHeader: 'buildOutput'},
    });
    for (const key of SECTION_HEADER_KEYS) {
      expect(readSidebarMarker(sectionHeader(key).customProps)).toEqual({
        kind: 'header',
        key,
      });
    }
  });

  it('divider defaults to solid and reads back with its type', () => {
    expect(divider()).toEqual({
      type: 'html',
      value: '<!-- divider: solid -->',
      defaultStyle: false,
      customProps: {dividerType: 'solid'},
    });
    for (const dividerType of DIVIDER_TYPES) {
      expect(readSidebarMarker(divider(dividerType).customProps)).toEqual({
        kind: 'divider',
        dividerType,
      });
    }
  });

  it('taggedDoc makes a doc item whose tag reads back', () => {
    const item = taggedDoc('guide/advanced/module-doc', 'new');
    expect(item).toEqual({
      type: 'doc',
      id: 'guide/advanced/module-doc',
      customProps: {tag: 'new'},
    });
    expect(readSidebarTag(item.customProps)).toBe('new');
  });
});
