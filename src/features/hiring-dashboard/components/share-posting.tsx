import Link from "next/link";
import { CopyLinkButton } from "./copy-link-button";

/*
 * What a posting without applicants shows: where to share it, with its public link to copy, and what
 * brings more applicants. A paused posting takes no applications: it says so instead of a link.
 */
export const SHARE_TIPS = [
  "Share the link on your careers page, your social accounts and with your team: referrals bring strong applicants.",
  "Show the pay range. Postings with one get more applicants who fit, and many states require it.",
  "Keep the title plain (“Medical Assistant”, not “Clinic Rockstar”) so people searching find it.",
] as const;

export function SharePosting({ title, url, editHref }: { title: string; url: string | null; editHref?: string }) {
  return (
    <div className="flex flex-col gap-4">
      <div>
        <p className="font-semibold text-foreground">No applicants yet</p>
        {url ? (
          <p className="text-sm text-muted-foreground">It is live in Upstep search, on your company page and in matching job alerts. Share it to reach people sooner.</p>
        ) : (
          <p className="text-sm text-muted-foreground">
            The posting is paused and takes no applications.{" "}
            {editHref ? (
              <Link href={editHref}>
                Resume it<span className="sr-only"> ({title})</span>
              </Link>
            ) : (
              "Resume it"
            )}{" "}
            when you are ready for applicants.
          </p>
        )}
      </div>
      {url ? (
        <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-center">
          <a href={url} className="min-w-0 rounded-md border border-border bg-muted px-3 py-2 font-mono text-xs text-foreground [overflow-wrap:anywhere]">
            {url}
          </a>
          <CopyLinkButton url={url} label="Copy link" />
        </div>
      ) : null}
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-muted-foreground">
        {SHARE_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </div>
  );
}
