// eslint-disable-next-line @typescript-eslint/no-require-imports
const {slimVersionProps} = require('./transform.cjs') as {
  slimVersionProps: (source: string) => string;
};

const versionProps = {
  version: {
    version: 'current',
    docsSidebars: {
      guide: [
        {
          type: 'link',
          href: '/guide/start/',
          label: 'Introduction',
          docId: 'guide/start/index',
        },
      ],
    },
    docs: {
      'guide/start/index': {
        id: 'guide/start/index',
        title: 'Introduction',
        description: 'What Rslib is.',
        sidebar: 'guide',
      },
      'config/index': {
        id: 'config/index',
        title: 'Config Overview',
        description: 'How the config is organised.',
      },
    },
  },
};

describe('slimVersionProps', () => {
  it('drops the description of every doc and keeps ids, titles, sidebars', () => {
    const output = JSON.parse(slimVersionProps(JSON.stringify(versionProps)));
    expect(output.version.docs).toEqual({
      'guide/start/index': {
        id: 'guide/start/index',
        title: 'Introduction',
        sidebar: 'guide',
      },
      'config/index': {id: 'config/index', title: 'Config Overview'},
    });
    expect(output.version.docsSidebars).toEqual(
      versionProps.version.docsSidebars,
    );
  });

  it('returns other route props unchanged', () => {
    const tags = JSON.stringify(
      {tags: [{label: 'a', description: 'kept'}]},
      null,
      2,
    );
    expect(slimVersionProps(tags)).toBe(tags);
  });

  it('throws on text that is not JSON', () => {
    expect(() => slimVersionProps('export default 1')).toThrow(SyntaxError);
  });
});
