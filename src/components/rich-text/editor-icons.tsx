import { createElement } from "react";
import { Bold, Code, Heading2, Heading3, Image, Italic, Link2, List, ListOrdered, Quote, Redo2, Undo2, Unlink, type IconNode } from "lucide";

/*
 * The rich-text toolbars' icons (the posting description and the content editor), drawn like
 * components/ui/icons.tsx draws lucide's: kept out of that shared module, which public pages' client
 * code imports, so it does not grow (the public pages' JavaScript budget, issue 11).
 */
export function lucideIcon(name: string, node: IconNode) {
  function LucideIcon({ className }: { className?: string }) {
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: 24,
        height: 24,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        "aria-hidden": "true",
        focusable: "false",
        className: `lucide lucide-${name} ${className ?? "size-4"}`,
      },
      ...node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs })),
    );
  }
  LucideIcon.displayName = name;
  return LucideIcon;
}

export const BoldIcon = lucideIcon("bold", Bold);
export const ItalicIcon = lucideIcon("italic", Italic);
export const Heading2Icon = lucideIcon("heading-2", Heading2);
export const Heading3Icon = lucideIcon("heading-3", Heading3);
export const ListIcon = lucideIcon("list", List);
export const ListOrderedIcon = lucideIcon("list-ordered", ListOrdered);
export const LinkIcon = lucideIcon("link-2", Link2);
export const UnlinkIcon = lucideIcon("unlink", Unlink);
export const UndoIcon = lucideIcon("undo-2", Undo2);
export const RedoIcon = lucideIcon("redo-2", Redo2);
export const QuoteIcon = lucideIcon("quote", Quote);
export const CodeIcon = lucideIcon("code", Code);
export const ImageIcon = lucideIcon("image", Image);
