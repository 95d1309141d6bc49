import React from 'react';
import {screen} from '@testing-library/react';
import type {PropSidebarItemHtml} from '@docusaurus/plugin-content-docs';
import {renderWithContext} from '@site/test/helpers/renderWithContext';
import {useCodeTranslations} from '@site/test/mocks/codeTranslations';
import {
  divider,
  sectionHeader,
} from '@site/src/features/sidebar/common/sidebar';
import DocSidebarItemHtml from '.';

// The original the wrap renders (a plugin theme's wrap imports it as @theme-init).
jest.mock(
  '@theme-init/DocSidebarItem/Html',
  () => jest.requireActual('@site/test/mocks/theme/DocSidebarItem/Html'),
  {virtual: true},
);

function renderItem(item: PropSidebarItemHtml, locale: 'en' | 'zh' = 'en') {
  return renderWithContext(
    <ul>
      <DocSidebarItemHtml
        item={item}
        level={2}
        index={0}
        activePath="/guide/advanced/dts"
      />
    </ul>,
    {locale},
  );
}

describe('DocSidebarItem/Html wrapper', () => {
  it.each([
    ['buildOutput', 'Build Output', '构建产物'],
    ['stylesAndAssets', 'Styles and Assets', '样式与资源'],
    ['integrations', 'Integrations', '生态集成'],
  ] as const)(
    'renders the %s header from its translated label',
    (key, en, zh) => {
      const {container, unmount} = renderItem(sectionHeader(key));
      const header = container.querySelector('li.rslib-sidebar-header');
      expect(header).toHaveTextContent(en);
      expect(header).toHaveAttribute('data-section-header', key);
      expect(header).toHaveClass('rslib-sidebar-header--level-2');
      unmount();
      useCodeTranslations('zh');
      renderItem(sectionHeader(key), 'zh');
      expect(screen.getByText(zh)).toHaveClass('rslib-sidebar-header');
    },
  );

  it.each(['solid', 'dashed'] as const)(
    'renders a %s divider hidden from assistive technology',
    (type) => {
      const {container} = renderItem(divider(type));
      const li = container.querySelector('li');
      expect(li).toHaveClass(
        'rslib-sidebar-divider',
        `rslib-sidebar-divider--${type}`,
      );
      expect(li).toHaveAttribute('aria-hidden', 'true');
      expect(li).toBeEmptyDOMElement();
    },
  );

  it('never renders the html value of a marker item', () => {
    const item = {
      ...sectionHeader('buildOutput'),
      value: '<b id="injected">raw</b>',
    };
    const {container} = renderItem(item);
    expect(container.querySelector('#injected')).toBeNull();
    expect(screen.queryByTestId('original-html')).toBeNull();
  });

  it('leaves ordinary html items to the original component', () => {
    renderItem({type: 'html', value: '<em>hello</em>'});
    expect(screen.getByTestId('original-html')).toContainHTML('<em>hello</em>');
  });

  it('falls back to the original for an unknown header key (no crash)', () => {
    renderItem({
      type: 'html',
      value: '<!-- x -->',
      customProps: {sectionHeader: 'unknown'},
    });
    expect(screen.getByTestId('original-html')).toBeInTheDocument();
    expect(document.querySelector('.rslib-sidebar-header')).toBeNull();
  });
});
