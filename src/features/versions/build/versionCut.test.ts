import {USAGE, versionFromArgs, versionTranslations} from './versionCut';

describe('versionFromArgs', () => {
  it.each([
    [['1.0'], '1.0'],
    [['2.0.0-beta.1'], '2.0.0-beta.1'],
    [['', ' 1.1 '], '1.1'],
  ])('%j → %s', (args, version) => {
    expect(versionFromArgs(args, [], '1.x')).toBe(version);
  });

  it.each([[[]], [['  ']]])(
    '%j cuts the current docs under their label',
    (args) => {
      expect(versionFromArgs(args, ['0.x'], '1.x')).toBe('1.x');
    },
  );

  it.each([[['1.0', '2.0']], [['--help']]])('%j prints the usage', (args) => {
    expect(() => versionFromArgs(args, [], '1.x')).toThrow(USAGE);
  });

  it('refuses an existing version', () => {
    expect(() => versionFromArgs(['1.0'], ['1.1', '1.0'], '2.x')).toThrow(
      'Version 1.0 already exists (versions.json: 1.1, 1.0).',
    );
  });
});

describe('versionTranslations', () => {
  const current = JSON.stringify({
    'version.label': {
      message: 'Next',
      description: 'The label for version current',
    },
    'sidebar.guide.category.Getting Started': {
      message: '开始',
      description: 'The label for category Getting Started',
    },
  });

  it('names the version and keeps the sidebar labels', () => {
    expect(JSON.parse(versionTranslations(current, '1.0'))).toEqual({
      'version.label': {
        message: '1.0',
        description: 'The label for version 1.0',
      },
      'sidebar.guide.category.Getting Started': {
        message: '开始',
        description: 'The label for category Getting Started',
      },
    });
  });

  it('writes 2-space JSON with a final newline', () => {
    expect(versionTranslations('{}', '1.0')).toBe(
      '{\n  "version.label": {\n    "message": "1.0",\n    "description": "The label for version 1.0"\n  }\n}\n',
    );
  });

  it.each(['[]', 'null', '"x"'])('rejects %s', (text) => {
    expect(() => versionTranslations(text, '1.0')).toThrow(
      'current.json must be a JSON object',
    );
  });

  it('rejects broken JSON', () => {
    expect(() => versionTranslations('{', '1.0')).toThrow(SyntaxError);
  });
});
