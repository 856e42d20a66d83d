import { devOutboxPath } from "@/lib/routes";

/** Shown only when mail goes to the development outbox (no SMTP server configured). */
export function DevOutboxNote({ email }: { email: string }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 px-3 py-2 text-xs text-slate-600">
      Developing locally? No mail server is set up, so the email is in the <a href={devOutboxPath({ to: email })}>development outbox</a>.
    </p>
  );
}
