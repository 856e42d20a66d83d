/*
 * How two terms are compared for sameness (the vocabulary's no-duplicates rule, the typeahead's exact
 * match): case and accents folded, runs of spaces, hyphens and dots between letters made one space,
 * "&" read as "and". "C++", "C#" and ".NET" keep their symbols, so they stay distinct from "C".
 */
export function normaliseTerm(term: string): string {
  return term
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/(?<=[a-z0-9])[-_\s]+(?=[a-z0-9])/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
