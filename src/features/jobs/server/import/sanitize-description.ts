import "server-only";
import sanitizeHtml from "sanitize-html";

/*
 * Job descriptions come from employers' feeds: keep structure (paragraphs, lists, emphasis, headings,
 * links), drop everything else. Scripts, styles and their content go; attributes other than a link's
 * href go (so no on* handlers, style or class); links get rel="noopener nofollow" and only http(s) or
 * mailto targets. h1 becomes h2 (the page owns h1), h5/h6 become h4.
 */
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "ul", "ol", "li", "strong", "em", "b", "i", "br", "h2", "h3", "h4", "a"],
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template", "svg", "math", "head", "title"],
  transformTags: {
    h1: "h2",
    h5: "h4",
    h6: "h4",
    // A link without a usable target becomes a bare <a> that is unwrapped afterwards (renaming it to
    // a disallowed tag makes sanitize-html mis-close the element that follows: "<b>x</span>").
    a: (tagName, attribs): sanitizeHtml.Tag =>
      attribs.href && SAFE_HREF.test(attribs.href.trim())
        ? { tagName, attribs: { href: attribs.href.trim(), rel: "noopener nofollow" } }
        : { tagName, attribs: {} },
  },
  exclusiveFilter: (frame) => ["p", "li", "h2", "h3", "h4", "strong", "em", "b", "i"].includes(frame.tag) && !frame.text.trim() && !frame.mediaChildren.length && frame.tag !== "br",
};

const TAG = /<\/?[a-z][^>]*>/i;

function escapeText(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Plain-text descriptions (no tags) become paragraphs: blank lines split paragraphs, newlines become <br>. */
function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeText(p).replace(/\n/g, "<br />")}</p>`)
    .join("");
}

export function sanitizeDescription(input: string): string {
  // eslint-disable-next-line no-control-regex -- NUL and other control characters are not text
  const text = input.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");
  const source = TAG.test(text) ? text : textToHtml(text);
  return sanitizeHtml(source, OPTIONS)
    .replace(/<a>([\s\S]*?)<\/a>/g, "$1")
    .replace(/\s{2,}/g, " ")
    .trim();
}
