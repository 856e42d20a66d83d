import { devOutboxPath } from "@/lib/routes";

/** Shown only when mail goes to the development outbox (no SMTP server configured). */
export function DevOutboxNote({ email }: { email: string }) {
  return (
    <p className="rounded-md border border-dashed border-input bg-muted px-3 py-2 text-xs text-muted-foreground [overflow-wrap:anywhere]">
      Developing locally? No mail server is set up, so the email is in the <a href={devOutboxPath({ to: email })}>development outbox</a>.
    </p>
  );
}
