import Link from "next/link";
import type { ContentEditorKind } from "@/lib/content-routes";
import { CONTENT_KINDS } from "./kinds";

export type KindFigures = { count: number | null; lastEdited: string | null };

const NOUNS: Partial<Record<ContentEditorKind, [string, string]>> = {
  navigation: ["item", "items"],
  footer: ["link", "links"],
  pages: ["page", "pages"],
  posts: ["post", "posts"],
  authors: ["author", "authors"],
  tags: ["tag", "tags"],
  campaigns: ["campaign", "campaigns"],
  files: ["file", "files"],
};

function countText(kind: ContentEditorKind, n: number | null): string | null {
  const noun = NOUNS[kind];
  if (n === null || !noun) return null;
  return `${n.toLocaleString("en-US")} ${n === 1 ? noun[0] : noun[1]}`;
}

function editedText(iso: string | null): string {
  if (!iso) return "Not edited yet";
  return `Last edited ${new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso))}`;
}

/** The overview: a card per kind (kinds.ts) with how many there are and when one was last edited, each leading to its editor. */
export function ContentOverview({ figures }: { figures: Partial<Record<ContentEditorKind, KindFigures>> }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {CONTENT_KINDS.map((k) => {
        const f = figures[k.kind];
        const count = countText(k.kind, f?.count ?? null);
        return (
          <li key={k.kind} className="min-w-0">
            <Link
              href={k.href}
              className="flex h-full min-w-0 flex-col gap-2 rounded-card border border-border bg-card p-5 text-card-foreground no-underline shadow-sm hover:border-primary hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <h2 className="text-lg font-semibold text-foreground">{k.label}</h2>
              <p className="text-sm text-muted-foreground">{k.description}</p>
              <p className="mt-auto pt-2 text-sm text-foreground">
                {count ? <span className="font-medium">{count} · </span> : null}
                {editedText(f?.lastEdited ?? null)}
              </p>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
