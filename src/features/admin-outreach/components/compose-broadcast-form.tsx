"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { api, ApiError } from "@/lib/api/client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Field } from "@/components/ui/field";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { ADMIN_BROADCAST_PREVIEW_API, ADMIN_BROADCASTS_API } from "../endpoints";
import { describeSegment, formatCount, peopleCount } from "../format";
import { SEGMENT_ROLES, type BroadcastSegment, type SegmentPreview } from "../types";

type Options = { states: string[]; categories: { slug: string; name: string }[] };
type Preview = SegmentPreview & { emailable: number };
type SegmentForm = { role: string; state: string; category: string; activeDays: string };

const EMPTY_SEGMENT: SegmentForm = { role: "", state: "", category: "", activeDays: "" };

function toSegment(form: SegmentForm): BroadcastSegment {
  return {
    role: (form.role || null) as BroadcastSegment["role"],
    state: form.state || null,
    category: form.category || null,
    activeDays: form.activeDays ? Number(form.activeDays) : null,
  };
}

function issueFor(error: unknown, path: string): string | undefined {
  return error instanceof ApiError ? error.fieldIssues.find((i) => i.path === path || i.path.endsWith(`.${path}`))?.message : undefined;
}

/**
 * Compose a broadcast (decision 057): the message, the segment, a preview of who it reaches (count
 * and a few names), then a confirmation naming that count. What was typed stays on errors.
 */
export function ComposeBroadcastForm({ options }: { options: Options }) {
  const router = useRouter();
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [link, setLink] = useState("");
  const [email, setEmail] = useState(false);
  const [segment, setSegment] = useState<SegmentForm>(EMPTY_SEGMENT);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [titleError, setTitleError] = useState<string | undefined>();

  const categoryName = (slug: string) => options.categories.find((c) => c.slug === slug)?.name;
  const chosen = toSegment(segment);

  const previewing = useMutation({
    mutationFn: () => api.get<Preview>(ADMIN_BROADCAST_PREVIEW_API, { ...chosen }),
    meta: { silent: true },
    onSuccess: (data) => setPreview(data),
  });
  const sending = useMutation({
    mutationFn: () => api.post<{ id: string; recipients: number }>(ADMIN_BROADCASTS_API, { title, body, link, email, segment: chosen, expectedCount: preview?.count }),
    meta: { silent: true },
    onSuccess: (data) => {
      setConfirming(false);
      toast.success(`Queued for ${peopleCount(data.recipients)}. Delivery shows below as it goes.`);
      setTitle("");
      setBody("");
      setLink("");
      setEmail(false);
      setSegment(EMPTY_SEGMENT);
      setPreview(null);
      router.refresh();
    },
    onError: () => setConfirming(false),
  });

  function changeSegment(key: keyof SegmentForm, value: string) {
    setSegment((s) => ({ ...s, [key]: value }));
    // A preview belongs to the segment it counted.
    setPreview(null);
    previewing.reset();
  }

  function askToSend() {
    if (!title.trim()) {
      setTitleError("Title is required");
      return;
    }
    setTitleError(undefined);
    setConfirming(true);
  }

  const error = sending.error;
  return (
    <form
      aria-labelledby="compose-heading"
      className="flex min-w-0 flex-col gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        previewing.mutate();
      }}
    >
      <h2 id="compose-heading" className="text-xl">
        Compose
      </h2>
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-2 font-semibold">Message</legend>
        <Field label="Title" error={titleError ?? issueFor(error, "title")} hint="Shown in bold in each person's notifications; at most 200 characters.">
          <Input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} required />
        </Field>
        <Field label="Message (optional)" error={issueFor(error, "body")}>
          <Textarea value={body} onChange={(e) => setBody(e.target.value)} maxLength={2000} rows={4} />
        </Field>
        <Field label="Link (optional)" hint='A page inside Upstep, such as "/events" or "/jobs?q=nurse".' error={issueFor(error, "link")}>
          <Input value={link} onChange={(e) => setLink(e.target.value)} maxLength={2048} placeholder="/events" />
        </Field>
        <div className="flex items-start gap-2">
          <NativeCheckbox id="broadcast-email" checked={email} onChange={(e) => setEmail(e.target.checked)} aria-describedby="broadcast-email-hint" />
          <div className="min-w-0">
            <label htmlFor="broadcast-email" className="font-medium">
              Also email it
            </label>
            <p id="broadcast-email-hint" className="text-sm text-muted-foreground">
              Sent as product news: only to people who said yes to product news by email, and each mail can be unsubscribed from.
            </p>
          </div>
        </div>
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-2 font-semibold">Who receives it</legend>
        <p className="text-sm text-muted-foreground">Every choice narrows the segment; leave them all at “any” to reach everyone. Locked accounts are left out.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Role">
            <NativeSelect value={segment.role} onChange={(e) => changeSegment("role", e.target.value)}>
              <option value="">Any role</option>
              {SEGMENT_ROLES.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="State" hint="From candidate profiles.">
            <NativeSelect value={segment.state} onChange={(e) => changeSegment("state", e.target.value)}>
              <option value="">Any state</option>
              {options.states.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Category interest" hint="Preferred categories and job alerts.">
            <NativeSelect value={segment.category} onChange={(e) => changeSegment("category", e.target.value)}>
              <option value="">Any category</option>
              {options.categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field label="Active in the last (days)" hint="Signed in or active within this many days; empty for anyone." error={issueFor(previewing.error ?? error, "activeDays")}>
            <Input type="number" inputMode="numeric" min={1} max={3650} value={segment.activeDays} onChange={(e) => changeSegment("activeDays", e.target.value)} />
          </Field>
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="outline" loading={previewing.isPending}>
          Preview recipients
        </Button>
        <Button type="button" disabled={!preview || preview.count === 0} onClick={askToSend}>
          {preview ? `Send to ${peopleCount(preview.count)}` : "Send"}
        </Button>
      </div>
      <div aria-live="polite" className="min-w-0">
        {preview ? (
          <section aria-label="Preview" className="flex flex-col gap-2 rounded-card border border-border bg-card p-4">
            <p className="font-semibold">
              {peopleCount(preview.count)} {preview.count === 1 ? "matches" : "match"}: {describeSegment(chosen, categoryName)}.
            </p>
            {email ? <p className="text-sm text-muted-foreground">{formatCount(preview.emailable)} of them take product news by email.</p> : null}
            {preview.samples.length ? (
              <>
                <p className="text-sm text-muted-foreground">For example:</p>
                <ul className="flex flex-col gap-1 text-sm">
                  {preview.samples.map((s) => (
                    <li key={s.id} className="min-w-0 [overflow-wrap:anywhere]">
                      {s.name} <span className="text-muted-foreground">({s.email})</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="text-sm text-muted-foreground">No one matches: widen the segment (fewer choices) and preview again.</p>
            )}
          </section>
        ) : (
          <p className="text-sm text-muted-foreground">Preview the recipients to see how many people this reaches before sending.</p>
        )}
      </div>
      <ErrorAlert error={previewing.error} />
      {error instanceof ApiError && error.status === 409 ? <Alert tone="warning" title="The segment changed">{error.message}</Alert> : <ErrorAlert error={error} />}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={preview ? `Send to ${peopleCount(preview.count)}?` : "Send?"}
        description={`“${title.trim()}” goes to: ${describeSegment(chosen, categoryName)}${email ? ", in Upstep and by email where people said yes to product news" : ", in Upstep"}. It cannot be unsent.`}
        confirmLabel="Send notification"
        loading={sending.isPending}
        onConfirm={() => sending.mutate()}
      />
    </form>
  );
}
