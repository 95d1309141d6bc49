/**
 * Language of the vendor tool links (navbar tools menu, landing page): chosen
 * from the browser path — Chinese when the path contains `zh`, English
 * otherwise, and English when there is no path at all (server rendering without
 * a window). A trailing slash is trimmed before the test. Pure.
 *
 * @param pathname e.g. `/zh/guide/start/`; `undefined` when no window exists
 */
export function toolLangFromPath(pathname: string | undefined): 'zh' | 'en' {
  if (pathname === undefined) {
    return 'en';
  }
  const trimmed = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return trimmed.includes('zh') ? 'zh' : 'en';
}

/** A sibling tool: name, description, logo and link. Chinese fields are the defaults. */
export type ToolLink = {
  readonly name: string;
  readonly desc: string;
  readonly descEn?: string;
  readonly logo?: string;
  readonly logoScale?: number;
  readonly url: string;
  readonly urlEn?: string;
};

/** A tool link with the variant for one language applied. */
export type LocalizedToolLink = {
  readonly name: string;
  readonly desc: string;
  readonly logo?: string;
  readonly logoScale: number;
  readonly url: string;
};

/**
 * Picks the English variants (`descEn`, `urlEn`) when the language is English
 * and they exist; the Chinese fields otherwise.
 */
export function localizeTool(
  tool: ToolLink,
  lang: 'zh' | 'en',
): LocalizedToolLink {
  const english = lang === 'en';
  return {
    name: tool.name,
    desc: english && tool.descEn ? tool.descEn : tool.desc,
    logo: tool.logo,
    logoScale: tool.logoScale ?? 1,
    url: english && tool.urlEn ? tool.urlEn : tool.url,
  };
}

/** A titled group of tool links: title, titleEn, links. */
export type ToolLinkGroup = {
  readonly title: string;
  readonly titleEn?: string;
  readonly links: readonly ToolLink[];
};

/** A link group with the variants for one language applied to it and its links. */
export type LocalizedToolLinkGroup = {
  readonly title: string;
  readonly links: readonly LocalizedToolLink[];
};
