import "server-only";
import sanitizeHtml from "sanitize-html";

/*
 * Content HTML is written by administrators and by seeds, and shown on public pages: keep text
 * structure and safe links only. Scripts, styles, event handlers, inline styles and classes go;
 * links keep http(s), mailto, tel and same-site paths. The page owns its h1, so h1 becomes h2.
 */
const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

const nonTextTags = ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "template", "svg", "math", "head", "title"];

/** Video players an editor may embed in a post or page (issue 18): https only, their embed paths only. */
export const VIDEO_EMBED_PREFIXES = [
  "https://www.youtube.com/embed/",
  "https://www.youtube-nocookie.com/embed/",
  "https://player.vimeo.com/video/",
] as const;

/**
 * An image source: a same-site path (uploads are served from /api/files/...) or https; never data:,
 * javascript:, http: or "/\host" (browsers read a backslash as a slash: another host).
 */
const SAFE_IMG_SRC = /^(https:\/\/|\/(?![/\\]))/i;

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

/**
 * Rich text from the editor (posts, pages, campaign sections): the page options plus images, figures,
 * code, rules and video embeds from the allow-list. Used on save and again on render.
 */
const RICH_OPTIONS: sanitizeHtml.IOptions = {
  ...PAGE_OPTIONS,
  allowedTags: [...(PAGE_OPTIONS.allowedTags as string[]), "img", "figure", "figcaption", "pre", "code", "hr", "s", "u", "sub", "sup", "iframe"],
  allowedAttributes: {
    ...(PAGE_OPTIONS.allowedAttributes as Record<string, string[]>),
    img: ["src", "alt", "width", "height", "loading"],
    iframe: ["src", "title", "width", "height", "allowfullscreen", "allow", "loading"],
    td: ["colspan", "rowspan"],
    th: ["scope", "colspan", "rowspan"],
  },
  allowedSchemesByTag: { img: ["https"], iframe: ["https"] },
  // iframes are text-less here: only allow-listed players survive (exclusiveFilter below).
  nonTextTags: nonTextTags.filter((t) => t !== "iframe"),
  transformTags: {
    ...(PAGE_OPTIONS.transformTags as Record<string, sanitizeHtml.Transformer>),
    img: (tagName, attribs) => {
      const src = attribs.src?.trim() ?? "";
      // Dropped by exclusiveFilter (no src). Renaming a void <img> instead left a stray end tag.
      if (!SAFE_IMG_SRC.test(src)) return { tagName, attribs: {} as sanitizeHtml.Attributes };
      return { tagName, attribs: { ...attribs, src, alt: attribs.alt ?? "", loading: "lazy" } };
    },
    iframe: (tagName, attribs) => {
      const src = attribs.src?.trim() ?? "";
      if (!VIDEO_EMBED_PREFIXES.some((p) => src.startsWith(p))) return { tagName, attribs: {} as sanitizeHtml.Attributes };
      const kept: sanitizeHtml.Attributes = { src, title: attribs.title || "Embedded video", allowfullscreen: "", loading: "lazy" };
      return { tagName, attribs: kept };
    },
  },
  // An image or player whose source was refused (by the transforms above or by the scheme check,
  // which runs after them) goes whole, its fallback text with it.
  exclusiveFilter: (frame) => (frame.tag === "img" || frame.tag === "iframe") && !frame.attribs.src,
};

const BARE_LINK = /<a>([\s\S]*?)<\/a>/g;

export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, RICH_OPTIONS).replace(BARE_LINK, "$1").trim();
}

export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, PAGE_OPTIONS).replace(BARE_LINK, "$1").trim();
}

export function sanitizeBannerHtml(html: string): string {
  return sanitizeHtml(html, BANNER_OPTIONS).replace(BARE_LINK, "$1").trim();
}
