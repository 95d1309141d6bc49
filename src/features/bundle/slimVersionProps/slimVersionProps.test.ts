import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {hasVersionProps} from './index';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the transform is a CommonJS loader module, loaded as Rspack loads it
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

describe('hasVersionProps (the build fails when it is false)', () => {
  it('finds route props with version metadata, and nothing in a folder without them', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'props-'));
    try {
      expect(hasVersionProps(dir)).toBe(false);
      expect(hasVersionProps(path.join(dir, 'missing'))).toBe(false);
      writeFileSync(path.join(dir, 'a.json'), '{"other": 1}');
      expect(hasVersionProps(dir)).toBe(false);
      writeFileSync(
        path.join(dir, 'b.json'),
        '{"version": {"docs": {"x": {"id": "x"}}}}',
      );
      expect(hasVersionProps(dir)).toBe(true);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});
