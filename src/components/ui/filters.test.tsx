import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FilterActions, FilterIssues, SelectField } from "./filters";

/** The attributes of the first <tag ...> in the markup. */
function attrs(html: string, tag: string): Record<string, string> {
  const open = new RegExp(`<${tag}\\b([^>]*)>`).exec(html);
  if (!open) throw new Error(`no <${tag}> in ${html}`);
  return Object.fromEntries([...open[1]!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((m) => [m[1]!, m[2] ?? ""]));
}
const options = (html: string) => [...html.matchAll(/<option value="([^"]*)"( selected="")?>([^<]*)<\/option>/g)].map((m) => [m[1], m[3], Boolean(m[2])]);

describe("SelectField", () => {
  it("labels its select by id, chooses the value, lists the options in order and wires the hint", () => {
    const html = renderToStaticMarkup(
      <SelectField
        id="runs-status"
        name="status"
        label="Status"
        value="failed"
        options={[
          { value: "", label: "Any status" },
          { value: "ok", label: "Succeeded" },
          { value: "failed", label: "Failed" },
        ]}
        hint="Runs of the last 30 days."
        invalid
      />,
    );
    const select = attrs(html, "select");
    expect(attrs(html, "label").for).toBe("runs-status");
    expect(select).toMatchObject({ id: "runs-status", name: "status", "aria-invalid": "true" });
    expect(options(html)).toEqual([
      ["", "Any status", false],
      ["ok", "Succeeded", false],
      ["failed", "Failed", true],
    ]);
    expect(html).toContain(`id="${select["aria-describedby"]}" class="text-sm text-muted-foreground">Runs of the last 30 days.</div>`);
  });

  it("chooses the first option when there is no value, and is neither invalid nor described", () => {
    const html = renderToStaticMarkup(
      <SelectField
        id="s"
        name="s"
        label="S"
        value={undefined}
        options={[
          { value: "", label: "All" },
          { value: "x", label: "X" },
        ]}
      />,
    );
    expect(options(html)).toEqual([
      ["", "All", true],
      ["x", "X", false],
    ]);
    expect(attrs(html, "select")).not.toHaveProperty("aria-invalid");
    expect(attrs(html, "select")).not.toHaveProperty("aria-describedby");
  });
});

describe("FilterActions", () => {
  it("offers the way back to the unfiltered list only when given one", () => {
    const filtered = renderToStaticMarkup(<FilterActions submitLabel="Filter" resetHref="/admin/job-scrape-stats" />);
    expect(attrs(filtered, "button").type).toBe("submit");
    expect(filtered).toMatch(/<button[^>]*>Filter<\/button>/);
    expect(filtered).toMatch(/<a[^>]* href="\/admin\/job-scrape-stats"[^>]*>Clear<\/a>/);
    const plain = renderToStaticMarkup(<FilterActions resetHref={null} />);
    expect(plain).toMatch(/<button[^>]*>Show<\/button>/);
    expect(plain).not.toContain("<a");
  });
});

describe("FilterIssues", () => {
  it("lists each issue under its field's label with what is shown meanwhile, and nothing without issues", () => {
    const html = renderToStaticMarkup(
      <FilterIssues
        title="Some filters were not understood"
        issues={[
          { field: "from", message: "Enter a date as YYYY-MM-DD." },
          { field: "x", message: "Unknown." },
        ]}
        labels={{ from: "From" }}
        fallback="The last 90 days are shown."
      />,
    );
    expect([...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]!.replace(/<!-- -->/g, ""))).toEqual(["From: Enter a date as YYYY-MM-DD.", "Unknown."]);
    expect(html).toContain("Some filters were not understood");
    expect(html).toContain("The last 90 days are shown.");
    expect(renderToStaticMarkup(<FilterIssues title="t" issues={[]} labels={{}} fallback="f" />)).toBe("");
  });
});
