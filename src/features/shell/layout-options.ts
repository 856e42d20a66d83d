/*
 * Spec 2.1 "Page layout: optional header and footer, ... a main content area with a configurable
 * background colour. The /events page has a grey footer background."
 *
 * The App Router gives a page no way to hand props to the root layout, so the options are a table
 * by path, read by the shell's client parts with usePathname(). A route that needs other options
 * adds a row here (longest matching prefix wins).
 */
export type LayoutOptions = {
  header: boolean;
  footer: boolean;
  /** Tailwind background class of <main>. */
  mainBackground: string;
  footerVariant: "white" | "grey";
};

export const DEFAULT_LAYOUT_OPTIONS: LayoutOptions = { header: true, footer: true, mainBackground: "bg-white", footerVariant: "white" };

type Rule = { path: string; exact?: boolean; options: Partial<LayoutOptions> };

const RULES: Rule[] = [
  // Spec 2.1: only the /events page itself, not each event.
  { path: "/events", exact: true, options: { footerVariant: "grey" } },
];

export function layoutOptionsFor(pathname: string): LayoutOptions {
  const matches = RULES.filter((r) => (r.exact ? pathname === r.path : pathname === r.path || pathname.startsWith(`${r.path}/`))).sort(
    (a, b) => a.path.length - b.path.length,
  );
  return matches.reduce<LayoutOptions>((acc, r) => ({ ...acc, ...r.options }), { ...DEFAULT_LAYOUT_OPTIONS });
}
