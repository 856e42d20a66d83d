import "server-only";
import sanitizeHtml from "sanitize-html";

/*
 * Content HTML is written by administrators and by seeds, and shown on public pages: keep text
 * structure and safe links only. Scripts, styles, event handlers, inline styles and classes go;
 * links keep http(s), mailto, tel and same-site paths. The page owns its h1, so h1 becomes h2.
 */
const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

const nonTextTags = ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template", "svg", "math", "head", "title"];

function linkTransform(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const href = attribs.href?.trim();
  // An unsafe link keeps its text: it becomes a bare <a>, unwrapped below. (Renaming it to a
  // disallowed tag makes sanitize-html mis-close the following element.)
  if (!href || !SAFE_HREF.test(href)) return { tagName, attribs: {} };
  const external = /^https?:\/\//i.test(href);
  return { tagName, attribs: external ? { href, rel: "noopener noreferrer" } : { href } };
}

const PAGE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "ul", "ol", "li", "strong", "em", "b", "i", "br", "h2", "h3", "h4", "a", "dl", "dt", "dd", "blockquote", "abbr", "address", "table", "thead", "tbody", "tr", "th", "td", "caption"],
  allowedAttributes: { a: ["href", "rel"], abbr: ["title"], th: ["scope"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags,
  transformTags: { h1: "h2", h5: "h4", h6: "h4", a: linkTransform },
};

/** Banner content is one line of inline HTML: emphasis and links only. */
const BANNER_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["strong", "em", "b", "i", "a", "br"],
  allowedAttributes: { a: ["href", "rel"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags,
  transformTags: { a: linkTransform },
};

const BARE_LINK = /<a>([\s\S]*?)<\/a>/g;

export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, PAGE_OPTIONS).replace(BARE_LINK, "$1").trim();
}

export function sanitizeBannerHtml(html: string): string {
  return sanitizeHtml(html, BANNER_OPTIONS).replace(BARE_LINK, "$1").trim();
}
