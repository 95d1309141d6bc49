import type {ToolLink} from '@site/src/features/navbar/common/toolLang';
import type {ToolLinkGroup} from '@site/src/features/navbar/common/toolsMenu';

/**
 * Sibling tools of the Rstack family. One typed list shared by the landing
 * page's Tool Stack and the navbar tools menu. Chinese text is the default
 * field, English the `…En` variant. Logos are our own drawings in
 * `static/img/tools/`.
 */
export const TOOLS = {
  rspack: {
    name: 'Rspack',
    desc: '基于 Rust 编写的高性能 JavaScript 打包工具',
    descEn: 'A fast Rust-based JavaScript bundler',
    logo: '/img/tools/rspack.svg',
    url: 'https://rspack.rs/zh/',
    urlEn: 'https://rspack.rs/',
  },
  rsbuild: {
    name: 'Rsbuild',
    desc: '由 Rspack 驱动的 Web 构建工具',
    descEn: 'The Rspack-powered build tool',
    logo: '/img/tools/rsbuild.svg',
    url: 'https://rsbuild.rs/zh/',
    urlEn: 'https://rsbuild.rs/',
  },
  rspress: {
    name: 'Rspress',
    desc: '基于 Rsbuild 的静态站点生成器',
    descEn: 'Static site generator based on Rsbuild',
    logo: '/img/tools/rspress.svg',
    url: 'https://rspress.rs/zh/',
    urlEn: 'https://rspress.rs/',
  },
  rsdoctor: {
    name: 'Rsdoctor',
    desc: '一站式的构建分析工具',
    descEn: 'A one-stop build analyzer',
    logo: '/img/tools/rsdoctor.svg',
    url: 'https://rsdoctor.rs/zh/',
    urlEn: 'https://rsdoctor.rs/',
  },
  rslib: {
    name: 'Rslib',
    desc: '基于 Rsbuild 的库开发工具',
    descEn: 'Library development tool based on Rsbuild',
    logo: '/img/tools/rslib.svg',
    url: 'https://rslib.rs/zh/',
    urlEn: 'https://rslib.rs/',
  },
  awesomeRspack: {
    name: 'awesome-rspack',
    desc: 'Rspack 相关资源的精选列表',
    descEn: 'A curated list of Rspack resources',
    url: 'https://github.com/web-infra-dev/awesome-rspack',
  },
} as const satisfies Record<string, ToolLink>;

/** The five cards of the landing page's tools grid, in display order. */
export const TOOL_STACK: readonly ToolLink[] = [
  TOOLS.rspack,
  TOOLS.rsbuild,
  TOOLS.rspress,
  TOOLS.rsdoctor,
  TOOLS.rslib,
];

/** Header link of the navbar tools menu: the vendor's source-code organisation. */
export const TOOLS_MENU_HEADER = {
  name: 'Web Infra',
  url: 'https://github.com/web-infra-dev',
} as const;

/**
 * Entries of the navbar tools menu: bundler, build tool, static site generator,
 * library tool, build analyzer and the curated list.
 */
export const TOOLS_MENU: readonly ToolLinkGroup[] = [
  {
    title: '',
    titleEn: '',
    links: [
      TOOLS.rspack,
      TOOLS.rsbuild,
      TOOLS.rspress,
      TOOLS.rslib,
      TOOLS.rsdoctor,
      TOOLS.awesomeRspack,
    ],
  },
];
