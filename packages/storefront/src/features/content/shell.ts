import { readImage } from './normalize';
import type { Category, MenuCategory, ShellContent, SharedContent } from './types';
import { labelGroupsForRoute, pickLabels } from './labelGroups';

/** A category as the menus read it: the page language's name, no product ids, no other languages. */
function menuCategory(category: Category, language: string): MenuCategory {
  return {
    uri: category.uri,
    completeUri: category.completeUri,
    name: category.localized?.[language]?.name ?? category.name,
    ...(category.start_date ? { start_date: category.start_date } : {}),
    ...(category.end_date ? { end_date: category.end_date } : {}),
    categories: (category.categories ?? []).map((child) => menuCategory(child, language)),
  };
}

/**
 * The part of the shared content every page carries: what the shell reads
 * (labels, menus, search quick links, footer, ticker). Labels are the shell's
 * group and the groups of the page's route family (`route`, Next's pathname
 * template such as `/[locale]/shop/[category]`). Categories lose their
 * product ids and other languages' names, lines keep their title and menu
 * picture, and editorial category pages without a date window (which change
 * nothing) are left out.
 */
export function shellContent(content: SharedContent, route: string | null | undefined): ShellContent {
  const labelGroups = labelGroupsForRoute(route);
  return {
    language: content.language,
    labelGroups,
    labels: pickLabels(content.labels, labelGroups),
    filterLabels: content.filterLabels,
    categories: content.categories.map((category) => menuCategory(category, content.language)),
    categoryPages: content.categoryPages.filter((page) => page.start_date || page.end_date),
    lines: content.lines.map((line) => ({
      line_uid: line.line_uid,
      line_title: line.line_title,
      image: readImage(line.line_intro_image),
    })),
    searchLinks: content.searchLinks,
    menu: content.menu,
    ticker: content.ticker,
  };
}
