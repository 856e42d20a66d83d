import Link from "next/link";
import type { StoredMail } from "@/lib/email";
import { buttonClasses } from "@/components/ui/button";
import { DEV_OUTBOX_PATH } from "@/lib/routes";
import { splitLinks } from "../linkify";
import { AUTH_TEXTS } from "../messages";
import { AuthCard } from "./auth-card";
import { InboxIcon } from "./auth-icons";

const timeFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "medium", timeZone: "UTC" });

/*
 * /dev/outbox: the mails written to MAIL_DIR, newest first, optionally for one recipient. Each mail
 * is shown as its text version, links made clickable; the newest one is open.
 */
export function OutboxPage({ mails, to }: { mails: StoredMail[]; to?: string }) {
  const shown = to ? mails.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : mails;
  return (
    <AuthCard title={AUTH_TEXTS.outboxTitle} intro={AUTH_TEXTS.outboxIntro} icon={<InboxIcon />} width="wide">
      <form method="get" action={DEV_OUTBOX_PATH} className="flex flex-col gap-2 sm:flex-row sm:items-end" role="search">
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor="outbox-to" className="text-sm font-medium text-slate-800">
            Recipient
          </label>
          <input
            id="outbox-to"
            name="to"
            type="email"
            defaultValue={to ?? ""}
            placeholder="Everyone"
            className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
        </div>
        <div className="flex gap-2">
          <button type="submit" className={buttonClasses("primary", "lg")}>
            Show
          </button>
          {to ? (
            <Link href={DEV_OUTBOX_PATH} className={buttonClasses("ghost", "lg")}>
              Show all
            </Link>
          ) : null}
        </div>
      </form>

      <h2 className="mt-8 text-base text-slate-700">
        {shown.length === 1 ? "1 mail" : `${shown.length} mails`}
        {to ? ` to ${to}` : ""}, newest first
      </h2>
      {shown.length === 0 ? (
        <p className="mt-3 rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600">{AUTH_TEXTS.outboxEmpty}</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3">
          {shown.map((mail, index) => (
            <li key={mail.id}>
              <details open={index === 0} className="group rounded-lg border border-slate-200 bg-white open:shadow-sm">
                <summary className="flex cursor-pointer list-none flex-col gap-1 rounded-lg px-4 py-3 hover:bg-slate-50 sm:flex-row sm:items-center sm:justify-between sm:gap-4 [&::-webkit-details-marker]:hidden">
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900">{mail.subject}</span>
                    <span className="block truncate text-sm text-slate-600">To {mail.to}</span>
                  </span>
                  <time dateTime={mail.createdAt} className="shrink-0 text-sm text-slate-500">
                    {timeFormat.format(new Date(mail.createdAt))} UTC
                  </time>
                </summary>
                <div className="border-t border-slate-200 px-4 py-4">
                  <p className="mb-3 text-xs text-slate-500">From {mail.from}</p>
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
    <pre className="overflow-x-auto whitespace-pre-wrap break-words font-sans text-sm leading-relaxed text-slate-800">
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
