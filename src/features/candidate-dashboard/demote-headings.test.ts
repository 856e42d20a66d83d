import { describe, expect, it } from "vitest";
import { demoteHeadings } from "./demote-headings";

describe("demoteHeadings", () => {
  it("moves each heading one level down, opening and closing tags alike", () => {
    expect(demoteHeadings('<h2>A</h2><p>x</p><h3 class="c">B</h3><H4>C</H4>')).toBe('<h3>A</h3><p>x</p><h4 class="c">B</h4><h5>C</h5>');
  });
  it("keeps h6, lifts an h1 to h3 and leaves look-alike tags alone", () => {
    expect(demoteHeadings("<h1>T</h1><h6>S</h6><header>H</header><hr>")).toBe("<h3>T</h3><h6>S</h6><header>H</header><hr>");
  });
});
