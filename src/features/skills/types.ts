/** One skill as the typeahead and pickers show it. */
export type SkillOption = { slug: string; name: string; category: string };
