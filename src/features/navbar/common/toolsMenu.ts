/**
 * Data shapes of the navbar's vendor tools menu (groups with title, titleEn,
 * links). Pure.
 */
import {localizeTool, type LocalizedToolLink, type ToolLink} from './toolLang';

/** A group of tool links; an empty title shows no group heading. */
export type ToolLinkGroup = {
  readonly title: string;
  readonly titleEn: string;
  readonly links: readonly ToolLink[];
};

/** A group with the variant for one language applied. */
export type LocalizedToolLinkGroup = {
  readonly title: string;
  readonly links: readonly LocalizedToolLink[];
};

/** English title and link variants on English pages, Chinese otherwise (via `localizeTool`). */
export function localizeToolGroups(
  groups: readonly ToolLinkGroup[],
  lang: 'zh' | 'en',
): LocalizedToolLinkGroup[] {
  return groups.map((group) => ({
    title: lang === 'en' ? group.titleEn : group.title,
    links: group.links.map((tool) => localizeTool(tool, lang)),
  }));
}
