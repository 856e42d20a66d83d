import Link from "next/link";
import type { StoredMail } from "@/lib/email";
import { Button } from "@/components/ui/button";
import { Inbox } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { DEV_OUTBOX_PATH } from "@/lib/routes";
import { splitLinks } from "../linkify";
import { AUTH_TEXTS } from "../messages";
import { AuthCard } from "./auth-card";

const timeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });

/*
 * /dev/outbox: the mails written to MAIL_DIR, newest first, optionally for one recipient. Each mail
 * is shown as its text version, links made clickable; the newest one is open.
 */
export function OutboxPage({ mails, to }: { mails: StoredMail[]; to?: string }) {
  const shown = to ? mails.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : mails;
  return (
    <AuthCard title={AUTH_TEXTS.outboxTitle} intro={AUTH_TEXTS.outboxIntro} icon={<Inbox />} width="wide">
      <form method="get" action={DEV_OUTBOX_PATH} className="flex flex-col gap-3 sm:flex-row sm:items-end" role="search">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Label htmlFor="outbox-to">Recipient</Label>
          <Input id="outbox-to" name="to" type="email" defaultValue={to ?? ""} placeholder="Everyone" />
        </div>
        <div className="flex gap-2">
          <Button type="submit" size="lg">
            Show
          </Button>
          {to ? (
            <Button asChild variant="ghost" size="lg">
              <Link href={DEV_OUTBOX_PATH}>Show all</Link>
            </Button>
          ) : null}
        </div>
      </form>

      <h2 className="mt-8 text-base font-semibold text-foreground [overflow-wrap:anywhere]">
        {shown.length === 1 ? "1 mail" : `${shown.length} mails`}
        {to ? ` to ${to}` : ""}, newest first
      </h2>
      {shown.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-input bg-muted px-4 py-6 text-center text-muted-foreground">{AUTH_TEXTS.outboxEmpty}</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3">
          {shown.map((mail, index) => (
            <li key={mail.id}>
              <details open={index === 0} className="group rounded-lg border border-border bg-card open:shadow-sm">
                <summary className="flex cursor-pointer list-none flex-col gap-1 rounded-lg px-4 py-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring sm:flex-row sm:items-center sm:justify-between sm:gap-4 [&::-webkit-details-marker]:hidden">
                  <span className="min-w-0">
                    <span className="block font-semibold text-foreground [overflow-wrap:anywhere]">{mail.subject}</span>
                    <span className="block truncate text-sm text-muted-foreground">To {mail.to}</span>
                  </span>
                  <time dateTime={mail.createdAt} className="shrink-0 text-sm text-muted-foreground">
                    {timeFormat.format(new Date(mail.createdAt))} UTC
                  </time>
                </summary>
                <div className="border-t border-border px-4 py-4">
                  <p className="mb-3 text-xs text-muted-foreground [overflow-wrap:anywhere]">From {mail.from}</p>
                  <MailText text={mail.text} />
                </div>
              </details>
            </li>
          ))}
        </ol>
      )}
    </AuthCard>
  );
}

function MailText({ text }: { text: string }) {
  return (
    <pre className="overflow-x-auto whitespace-pre-wrap font-sans text-sm leading-relaxed text-foreground [overflow-wrap:anywhere]">
      {splitLinks(text).map((part, i) =>
        part.kind === "link" ? (
          <a key={i} href={part.href} className="break-all font-medium">
            {part.href}
          </a>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </pre>
  );
}
