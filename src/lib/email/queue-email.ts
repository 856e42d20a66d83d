import { z } from "zod";
import { text } from "@/lib/text-schema";
import { enqueue, type EnqueueOptions } from "@/lib/queue/enqueue";
import { ACCOUNT_CATEGORY, EMAIL_CATEGORY_KEYS } from "./categories";
import { templateProps } from "./templates/index";

/*
 * Email goes through the queue only (decision 018): the caller queues what to send (a template and
 * its props, to whom, in which category); the worker renders and delivers it (deliver-job.ts). The
 * idempotency key makes the send and the delivery happen once per key, however often either is retried.
 */
export const sendEmailPayload = z
  .object({
    key: text().min(1).max(300),
    to: z.email().max(320),
    userId: z.uuid().nullable(),
    category: z.enum([ACCOUNT_CATEGORY, ...EMAIL_CATEGORY_KEYS]),
    template: z.enum(Object.keys(templateProps) as [keyof typeof templateProps, ...(keyof typeof templateProps)[]]),
    props: z.record(text(), z.unknown()),
    /**
     * The mail's own one-click unsubscribe (a job alert's: decision 037) in place of the category's:
     * the List-Unsubscribe POST URL and the footer's page. Lets a mail to an email-only alert (no user) go out.
     */
    /** Where replies go (a hiring team member writing to a candidate: the member's address; decision 040). */
    replyTo: z.email().max(320).optional(),
    unsubscribe: z.object({ oneClickUrl: z.url({ protocol: /^https?$/ }).max(2048), pageUrl: z.url({ protocol: /^https?$/ }).max(2048), label: text().min(1).max(100) }).optional(),
  })
  // Mail that is not about the account must be unsubscribable, which needs the person or the mail's own link.
  .refine((m) => m.category === ACCOUNT_CATEGORY || m.userId !== null || m.unsubscribe !== undefined, { message: "Only account mail may be sent without a user id", path: ["userId"] });

export type QueuedEmail = z.infer<typeof sendEmailPayload>;

export async function queueEmail(mail: QueuedEmail, options: Pick<EnqueueOptions, "tx" | "startAfter"> = {}): Promise<string | null> {
  const payload = sendEmailPayload.parse(mail);
  // The template's props are checked now too, so a caller's mistake fails here, not in the worker.
  templateProps[payload.template].parse(payload.props);
  return enqueue("send-email", payload, { ...options, key: payload.key });
}
