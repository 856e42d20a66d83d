import { describe, expect, it } from "vitest";
import { htmlToText } from "./html-to-text";

describe("htmlToText", () => {
  it("strips tags and turns block ends into spaces", () => {
    expect(htmlToText("<p>Pick &amp; pack</p><ul><li>Nights</li><li>Weekends</li></ul>")).toBe("Pick & pack Nights Weekends");
    expect(htmlToText('<h2 class="x">Role</h2><div>Lift<br/>50 lb</div><p><strong>Now</strong> hiring</p>')).toBe("Role Lift 50 lb Now hiring");
    expect(htmlToText("  <p>\n  spaced \t out </p>  ")).toBe("spaced out");
  });

  it("decodes entities once", () => {
    expect(htmlToText("&amp;lt;")).toBe("&lt;");
    expect(htmlToText("<p>&amp;amp; &amp;quot;</p>")).toBe("&amp; &quot;");
    expect(htmlToText("&lt;b&gt;not a tag&lt;/b&gt;")).toBe("<b>not a tag</b>");
    expect(htmlToText("&quot;Caf&eacute;&quot; &#39;s &#x27;s")).toBe("\"Café\" 's 's");
  });

  it("decodes numeric entities, decimal and hexadecimal", () => {
    expect(htmlToText("&#169; 2026 &#x2014; &#X41;&#66;")).toBe("© 2026 — AB");
    expect(htmlToText("&#128512;")).toBe("😀");
  });

  it("reads &nbsp; as a space", () => {
    expect(htmlToText("a&nbsp;b&nbsp;&nbsp;c")).toBe("a b c");
  });

  it("cuts at a word when one ends late enough, and ends with an ellipsis", () => {
    expect(htmlToText("<p>one two three four five</p>", 14)).toBe("one two three…");
    expect(htmlToText("<p>alpha beta gamma delta</p>", 16)).toBe("alpha beta…");
    expect(htmlToText("<p>abcdefghijklmnop</p>", 8)).toBe("abcdefg…");
    expect(htmlToText("<p>short</p>", 5)).toBe("short");
    expect(htmlToText("<p>Fish &amp; chips</p>", 12)).toBe("Fish & chips");
  });
});
