import { createElement } from "react";
import { BarChart3, Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered, Pause, Play, Redo2, Undo2, Unlink, type IconNode } from "lucide";

/*
 * Icons only the employer's posting pages use (the editor's toolbar, status actions), drawn like
 * components/ui/icons.tsx draws lucide's: kept here so the shared icon module, which public pages'
 * client code imports, does not grow (the public pages' JavaScript budget, issue 11).
 */
function icon(name: string, node: IconNode) {
  function PostingIcon({ className }: { className?: string }) {
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
  PostingIcon.displayName = name;
  return PostingIcon;
}

export const BoldIcon = icon("bold", Bold);
export const ItalicIcon = icon("italic", Italic);
export const Heading2Icon = icon("heading-2", Heading2);
export const Heading3Icon = icon("heading-3", Heading3);
export const ListIcon = icon("list", List);
export const ListOrderedIcon = icon("list-ordered", ListOrdered);
export const LinkIcon = icon("link-2", Link2);
export const UnlinkIcon = icon("unlink", Unlink);
export const UndoIcon = icon("undo-2", Undo2);
export const RedoIcon = icon("redo-2", Redo2);
export const PauseIcon = icon("pause", Pause);
export const PlayIcon = icon("play", Play);
export const ChartIcon = icon("bar-chart-3", BarChart3);
