import { describe, expect, it } from "vitest";
import { sanitizeDescription } from "./sanitize-description";

describe("sanitizeDescription", () => {
  it("keeps the allowed structure", () => {
    const html = "<h2>About</h2><p>We <strong>care</strong> and <em>grow</em> <b>fast</b>, <i>together</i>.<br>Really.</p><h3>Duties</h3><ul><li>One</li></ul><ol><li>Two</li></ol><h4>More</h4>";
    expect(sanitizeDescription(html)).toBe(
      "<h2>About</h2><p>We <strong>care</strong> and <em>grow</em> <b>fast</b>, <i>together</i>.<br />Really.</p><h3>Duties</h3><ul><li>One</li></ul><ol><li>Two</li></ol><h4>More</h4>",
    );
  });

  it("removes scripts, styles and their content, and every event handler and style attribute", () => {
    const html = `<p onclick="steal()" style="color:red" class="x" id="y">Hi<script>alert(1)</script><style>p{display:none}</style></p><img src=x onerror="alert(1)"><iframe src="https://evil.example">inner</iframe><svg onload="x()"><text>svg</text></svg>`;
    const out = sanitizeDescription(html);
    expect(out).toBe("<p>Hi</p>");
    expect(out).not.toMatch(/script|style|onclick|onerror|iframe|svg|alert/);
  });

  it("keeps http(s) and mailto links with rel noopener, and unwraps unsafe ones", () => {
    expect(sanitizeDescription(`<p><a href="https://ok.example/a?b=1&c=2" target="_blank" onclick="x()">Apply</a></p>`)).toBe(
      `<p><a href="https://ok.example/a?b=1&amp;c=2" rel="noopener nofollow">Apply</a></p>`,
    );
    expect(sanitizeDescription(`<p><a href="mailto:jobs@ok.example">Mail</a></p>`)).toBe(`<p><a href="mailto:jobs@ok.example" rel="noopener nofollow">Mail</a></p>`);
    expect(sanitizeDescription(`<p><a href="javascript:alert(1)">Bad</a> <a href="data:text/html,x">Data</a> <a>None</a></p>`)).toBe("<p>Bad Data None</p>");
  });

  it("maps h1 to h2 and h5/h6 to h4, keeps the text of unknown tags and drops empty blocks", () => {
    expect(sanitizeDescription("<h1>Title</h1><h6>Small</h6><div><span>Text</span> <table><tr><td>cell</td></tr></table></div><p> </p><li></li>")).toBe(
      "<h2>Title</h2><h4>Small</h4>Text cell",
    );
  });

  it("turns plain text into paragraphs and escapes it", () => {
    expect(sanitizeDescription("Line one\r\nline two\n\nTom & Jerry <3")).toBe("<p>Line one<br />line two</p><p>Tom &amp; Jerry &lt;3</p>");
  });

  it("drops control characters", () => {
    expect(sanitizeDescription("<p>a\u0000b\u0007c</p>")).toBe("<p>abc</p>");
  });
});

describe("unsafe links", () => {
  it("keeps the link text and leaves the following markup intact", () => {
    expect(sanitizeDescription('<p><a href="javascript:alert(1)">x</a> and <b>bold</b></p>')).toBe("<p>x and <b>bold</b></p>");
    expect(sanitizeDescription('<p><a>plain</a> <a href="https://ok.example">ok</a></p>')).toBe('<p>plain <a href="https://ok.example" rel="noopener nofollow">ok</a></p>');
  });
});
