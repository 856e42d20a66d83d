import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "./test";

export type AxeOptions = {
  /** Limit the scan to these selectors. */
  include?: string[];
  /** Leave these selectors out (e.g. third-party widgets). */
  exclude?: string[];
  /** Rule ids to skip, each with a reason in the calling test. */
  disableRules?: string[];
};

// WCAG 2.1 A and AA, the level the product aims for.
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Runs axe-core on the page as it is now and fails with a readable list of every violation. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  const report = violations.map(
    (v) =>
      `[${v.impact ?? "unknown"}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(" ")}: ${n.failureSummary?.replace(/\n/g, " ") ?? ""}`)
        .join("\n"),
  );
  expect(violations, `axe found ${violations.length} violation(s) on ${page.url()}:\n${report.join("\n")}`).toEqual([]);
}
