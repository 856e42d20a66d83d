import { describe, expect, it } from "vitest";
import { checkLogoBytes, checkLogoSelection } from "./logo-selection";
import { makePng, SVG_WITH_SCRIPT } from "@/lib/uploads/test-fixtures";

describe("the logo's checks before upload (spec 5 and 8 messages)", () => {
  it("takes one named .png/.jpg/.jpeg/.svg file of at most 10MB", () => {
    for (const name of ["logo.png", "LOGO.JPG", "a.jpeg", "mark.svg"]) expect(checkLogoSelection([{ name, size: 1000 }]).ok, name).toBe(true);
    expect(checkLogoSelection([{ name: "x.png", size: 10 * 1048576 }]).ok).toBe(true);
  });
  it.each([
    [[{ name: "a.png", size: 1 }, { name: "b.png", size: 1 }], "You may select only one image."],
    [[], "No file selected."],
    [[{ name: "big.png", size: 10 * 1048576 + 1 }], "Selected file exceeds 10MB size limit"],
    [[{ name: "logo.gif", size: 10 }], "Invalid Image (.jpeg,.png,.jpg,.svg)"],
    [[{ name: "logo", size: 10 }], "Invalid Image (.jpeg,.png,.jpg,.svg)"],
  ])("refuses %j with %s", (files, message) => {
    expect(checkLogoSelection(files)).toEqual({ ok: false, message });
  });
  it("judges the content by its first bytes", () => {
    expect(checkLogoBytes(makePng())).toBeNull();
    expect(checkLogoBytes(new TextEncoder().encode(SVG_WITH_SCRIPT))).toBeNull();
    expect(checkLogoBytes(new TextEncoder().encode("plain text named .png"))).toBe("Invalid Image (.jpeg,.png,.jpg,.svg)");
  });
});
