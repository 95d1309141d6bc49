import React from 'react';
import {screen} from '@testing-library/react';
import type {PropSidebarItemLink} from '@docusaurus/plugin-content-docs';
import {renderWithContext} from '@site/test/helpers/renderWithContext';
import {useCodeTranslations} from '@site/test/mocks/codeTranslations';
import DocSidebarItemLink from '.';

// The original the wrap renders (a plugin theme's wrap imports it as @theme-init).
jest.mock(
  '@theme-init/DocSidebarItem/Link',
  () => jest.requireActual('@site/test/mocks/theme/DocSidebarItem/Link'),
  {virtual: true},
);

function renderItem(item: PropSidebarItemLink, locale: 'en' | 'zh' = 'en') {
  return renderWithContext(
    <ul>
      <DocSidebarItemLink
        item={item}
        level={2}
        index={0}
        activePath="/guide/advanced/dts"
      />
    </ul>,
    {locale},
  );
}

const moduleDoc: PropSidebarItemLink = {
  type: 'link',
  label: 'Module Documentation',
  href: '/guide/advanced/module-doc',
  docId: 'guide/advanced/module-doc',
  customProps: {tag: 'new'},
};
const examples: PropSidebarItemLink = {
  type: 'link',
  label: 'Examples',
  href: 'https://github.com/web-infra-dev/rslib/tree/main/examples',
};

describe('DocSidebarItem/Link wrapper', () => {
  it("passes the translated 'New' badge of customProps.tag to the link", () => {
    renderItem(moduleDoc);
    const link = screen.getByRole('link', {name: 'Module Documentation'});
    expect(link).toHaveAttribute('data-rslib-tag', 'New');
    expect(link).not.toHaveAttribute('aria-label');
  });

  it('translates the badge on /zh/', () => {
    useCodeTranslations('zh');
    renderItem(moduleDoc, 'zh');
    expect(screen.getByRole('link')).toHaveAttribute('data-rslib-tag', '新');
  });

  it.each([{tag: 'unknown'}, {tag: '<script>x</script>'}, {tag: 1}, undefined])(
    'adds no badge for %p',
    (customProps) => {
      renderItem({...moduleDoc, customProps});
      expect(screen.getByRole('link')).not.toHaveAttribute('data-rslib-tag');
    },
  );

  it('names an external link with the new-tab hint', () => {
    renderItem(examples);
    expect(
      screen.getByRole('link', {name: 'Examples (opens in a new tab)'}),
    ).toHaveAttribute('href', examples.href);
  });

  it('gives the hint in Chinese on /zh/', () => {
    useCodeTranslations('zh');
    renderItem({...examples, label: '示例'}, 'zh');
    expect(
      screen.getByRole('link', {name: '示例 （在新标签页中打开）'}),
    ).toBeInTheDocument();
  });

  it('leaves internal links without the hint', () => {
    renderItem({...moduleDoc, customProps: undefined});
    expect(screen.getByRole('link')).not.toHaveAttribute('aria-label');
  });
});
