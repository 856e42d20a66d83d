import "server-only";
import { emailCategory } from "@/lib/email/categories";
import { readUnsubscribeToken } from "@/lib/email/unsubscribe";
import type { UnsubscribeState } from "../components/unsubscribe-panel";

/** What /email/unsubscribe shows for its query: nothing changes here (a GET never unsubscribes). */
export function unsubscribeState(token: string | undefined, done: string | undefined): UnsubscribeState {
  const parsed = readUnsubscribeToken(token);
  if (!parsed) return { kind: "invalid" };
  const label = emailCategory(parsed.category)!.label;
  return done === "1" ? { kind: "done", label } : { kind: "ask", token: token!, label };
}
