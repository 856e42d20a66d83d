import { describe, expect, it } from "vitest";
import { InvalidSvgError, safeSvgAttributes, sanitizeSvg } from "./sanitize-svg";
import { detectFileType } from "./sniff";
import { bytesOf, SVG_WITH_SCRIPT } from "./test-fixtures";

describe("sanitizeSvg", () => {
  const out = sanitizeSvg(SVG_WITH_SCRIPT);

  it("removes scripts, event handlers, foreignObject, images and external or javascript: references", () => {
    for (const bad of ["<script", "SECRET-SCRIPT", "onload", "javascript:", "foreignObject", "SECRET-HTML", "<image", "evil.example", "<a "]) {
      expect(out, bad).not.toContain(bad);
    }
  });

  it("keeps the drawing: case-sensitive elements, namespaces, internal references", () => {
    expect(out).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(out).toContain('viewBox="0 0 10 10"');
    expect(out).toContain("<linearGradient");
    expect(out).toContain('fill="url(#g)"');
    expect(out).toContain('<use href="#g"');
    expect(out).toContain("<circle"); // the child of the removed <a> stays
    expect(detectFileType(bytesOf(out))?.kind).toBe("svg");
  });

  it("filters attributes one by one", () => {
    expect(safeSvgAttributes({ onclick: "x()", OnMouseOver: "y()", fill: "red", href: "#a", "xlink:href": "//evil/x", style: "fill:url(http://x)", "xml:base": "http://evil/" })).toEqual({
      fill: "red",
      href: "#a",
    });
    expect(safeSvgAttributes({ d: "M0 0", style: "fill: url('#g')", values: "javascript:alert(1)" })).toEqual({ d: "M0 0", style: "fill: url('#g')" });
  });

  it("refuses what is not an SVG", () => {
    expect(() => sanitizeSvg("<html><body>hi</body></html>")).toThrow(InvalidSvgError);
    expect(() => sanitizeSvg("plain text")).toThrow(InvalidSvgError);
  });
});
