import {compareEject, registeredEjects} from './swizzleCheck';

const register = `
| Component | Kind | Why | From |
| --- | --- | --- | --- |
| \`MDXComponents.tsx\` | wrap | adds our components | 3.10.2 |
| \`NotFound/Content/\` | eject | the 404 markup | 3.10.2 |
| \`TOCCollapsible/\`, \`TOCCollapsible/CollapseButton/\` | eject (safe) | dropdown | 3.10.2 |
| \`Navbar/Layout/\` | eject (unsafe) | scroll surface | 3.10.2 |
| \`AnnouncementBar/\` | replace | our own bar | 3.10.2 |
| \`src/features/code/theme/CodeBlock/Buttons/CopyButton/\` | eject (safe) | copied state | 3.10.2 |
| \`src/features/code/theme/CodeBlock/index.tsx\` | replace | no remount | 3.10.2 |
`;

describe('registeredEjects', () => {
  it('lists the components of eject rows only, sorted, feature-plugin paths by their theme name', () => {
    expect(registeredEjects(register)).toEqual([
      'CodeBlock/Buttons/CopyButton',
      'Navbar/Layout',
      'NotFound/Content',
      'TOCCollapsible',
      'TOCCollapsible/CollapseButton',
    ]);
  });
});

describe('compareEject', () => {
  const baseline = {'index.tsx': 'a', 'styles.module.css': 'b'};

  it('is unchanged when upstream has the same files', () => {
    expect(compareEject('TOC', baseline, {...baseline})).toEqual({
      component: 'TOC',
      changed: false,
      files: [],
    });
  });

  it('reports changed, added and removed files', () => {
    expect(
      compareEject('TOC', baseline, {'index.tsx': 'a2', 'utils.ts': 'c'}),
    ).toEqual({
      component: 'TOC',
      changed: true,
      files: [
        {file: 'index.tsx', status: 'changed'},
        {file: 'styles.module.css', status: 'removed'},
        {file: 'utils.ts', status: 'added'},
      ],
    });
  });
});
