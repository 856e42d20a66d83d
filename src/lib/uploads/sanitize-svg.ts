import "server-only";
import sanitizeHtml from "sanitize-html";
import { looksLikeSvg } from "./sniff";

/*
 * SVG neutralising with an allowlist (sanitize-html in XML mode): drawing elements only; no script,
 * foreignObject, image, a, iframe, style element or animation that could set attributes; no on*
 * attributes; href / xlink:href only to fragments in the same file (#id); no javascript:, data: or
 * external url(...) anywhere in an attribute. The prolog (XML declaration, doctype with possible
 * entities) is dropped; the result is a standalone <svg> document.
 */
const SVG_TAGS = [
  "svg", "g", "defs", "symbol", "use", "title", "desc", "metadata",
  "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
  "text", "tspan", "textPath",
  "linearGradient", "radialGradient", "stop", "pattern", "clipPath", "mask", "marker",
  "filter", "feBlend", "feColorMatrix", "feComponentTransfer", "feComposite", "feConvolveMatrix",
  "feDiffuseLighting", "feDisplacementMap", "feDistantLight", "feDropShadow", "feFlood", "feFuncA", "feFuncB",
  "feFuncG", "feFuncR", "feGaussianBlur", "feMerge", "feMergeNode", "feMorphology", "feOffset",
  "fePointLight", "feSpecularLighting", "feSpotLight", "feTile", "feTurbulence",
];

const ATTRIBUTE_NAME = /^[A-Za-z_][\w.:-]*$/;
const DANGEROUS_VALUE = /javascript:|vbscript:|data:|expression\s*\(|@import|<!ENTITY/i;

/** A url(...) reference to anything but a fragment of this file. */
function hasExternalUrl(value: string): boolean {
  const re = /url\(\s*(['"]?)([^)'"]*)\1\s*\)/gi;
  for (let m = re.exec(value); m; m = re.exec(value)) {
    if (!m[2]!.trim().startsWith("#")) return true;
  }
  return false;
}

export function safeSvgAttributes(attribs: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(attribs)) {
    const lower = name.toLowerCase();
    if (!ATTRIBUTE_NAME.test(name) || lower.startsWith("on")) continue;
    if (lower === "href" || lower.endsWith(":href")) {
      if (/^#[\w.:-]+$/.test(value.trim())) out[name] = value;
      continue;
    }
    if (lower.startsWith("xmlns")) {
      out[name] = value; // namespace declarations are names, never fetched
      continue;
    }
    if (lower.startsWith("xml:") && lower !== "xml:space" && lower !== "xml:lang") continue; // xml:base would rebase references
    if (DANGEROUS_VALUE.test(value) || hasExternalUrl(value)) continue;
    out[name] = value;
  }
  return out;
}

export class InvalidSvgError extends Error {
  constructor() {
    super("not an SVG image");
    this.name = "InvalidSvgError";
  }
}

export function sanitizeSvg(source: string): string {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  if (!looksLikeSvg(text)) throw new InvalidSvgError();
  const root = text.search(/<([A-Za-z_][\w.-]*:)?svg[\s>/]/);
  const clean = sanitizeHtml(text.slice(root), {
    allowedTags: SVG_TAGS,
    allowedAttributes: false,
    allowVulnerableTags: false,
    disallowedTagsMode: "discard",
    // Text inside these is dropped with them (script bodies, style sheets, embedded HTML).
    nonTextTags: ["script", "style", "foreignObject", "foreignobject", "iframe", "noscript", "textarea", "object", "embed"],
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: [],
    allowProtocolRelative: false,
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false, decodeEntities: true },
    selfClosing: [],
    transformTags: { "*": (tagName, attribs) => ({ tagName, attribs: safeSvgAttributes(attribs) }) },
  });
  if (!looksLikeSvg(clean)) throw new InvalidSvgError();
  return `<?xml version="1.0" encoding="UTF-8"?>\n${clean}`;
}
