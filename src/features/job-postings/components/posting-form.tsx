"use client";

import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm, useWatch, type FieldPath } from "react-hook-form";
import { api, ApiError } from "@/lib/api/client";
import { hiringEditPostingPath, postingAnalyticsPath, postingApplicantsPath, talentEditPostingPath, TALENT_JOB_POSTINGS_PATH } from "@/lib/employer-routes";
import { jobDetailPath } from "@/lib/job-routes";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, zodResolver } from "@/components/ui/form";
import { POSTING_MESSAGES } from "../messages";
import {
  postingFormSchema,
  publishIssues,
  type FieldIssue,
  type PostingFormInput,
  type PostingValues,
  type StatusAction,
} from "../schemas";
import type { PostingFormOptions, PostingView } from "../types";
import { PostingStatusBadge } from "./posting-status-badge";
import { PostingFields } from "./posting-fields";
import { SaveStatus, statusBanner, type Banner, type SaveState } from "./posting-form-status";

/*
 * The job posting form (decision 039), one client component for /hiring/job-postings/create|edit/{id}
 * and /talent/job-postings/create|edit/{id}: react-hook-form with the API's own zod schema. A draft
 * saves itself 1.5 s after the person stops typing (the first save creates it and the address
 * becomes its edit page); Publish checks what a live posting needs first and says it under each
 * field. A live posting saves with "Save changes" (its job changes at once) and is paused, resumed
 * or closed here. Nothing typed is lost on an error: the form keeps its values and shows the
 * server's messages under the fields.
 */
export type PostingFormProps = {
  area: "hiring" | "talent";
  companyId: string;
  companyName: string;
  /** null: a new posting. */
  posting: PostingView | null;
  initial: PostingFormInput;
  options: PostingFormOptions;
  /** Whether the viewer may change postings (interviewers read them). */
  canEdit: boolean;
  /** The server's time (ISO), for the expiry field's bounds without a hydration mismatch. */
  now: string;
  /** The page's heading: "Post a job" on the create pages until the posting goes live; its title on edit pages. */
  heading: "create" | "edit";
};

const AUTOSAVE_MS = 1500;


export function PostingForm({ area, companyId, companyName, posting: initialPosting, initial, options, canEdit, now, heading }: PostingFormProps) {
  const router = useRouter();
  const form = useForm<PostingFormInput, unknown, PostingValues>({ resolver: zodResolver(postingFormSchema), defaultValues: initial, mode: "onTouched" });
  const [posting, setPosting] = useState<PostingView | null>(initialPosting);
  const [saveState, setSaveState] = useState<SaveState>({ kind: "idle" });
  const [banner, setBanner] = useState<Banner>(null);
  const [busy, setBusy] = useState<null | "save" | StatusAction | "duplicate" | "delete">(null);
  const [actionError, setActionError] = useState<unknown>(null);
  const [confirm, setConfirm] = useState<null | "close" | "delete">(null);
  const changed = useRef(false);
  const saving = useRef<Promise<PostingView | null> | null>(null);
  const idRef = useRef<string | null>(initialPosting?.id ?? null);

  const status = posting?.status ?? "draft";
  const readOnly = !canEdit || status === "closed";
  const live = status !== "draft";
  const editPath = (id: string) => (area === "talent" ? talentEditPostingPath(id) : hiringEditPostingPath(id));


  // Every change the person makes marks the form for the next autosave (not the fields registering as the form mounts).
  useEffect(() => {
    const sub = form.watch((_values, { type }) => {
      if (type === "change") changed.current = true;
    });
    return () => sub.unsubscribe();
  }, [form]);

  function showIssues(issues: FieldIssue[]) {
    for (const issue of issues) form.setError(issue.path as FieldPath<PostingFormInput>, { type: "server", message: issue.message });
    const first = issues[0]?.path;
    if (first) form.setFocus((first === "locations" ? "remote" : first) as FieldPath<PostingFormInput>);
  }

  /** Saves what the form holds (creating the draft on its first save); null when it could not. */
  async function save(kind: "auto" | "manual"): Promise<PostingView | null> {
    if (saving.current) await saving.current;
    const values = form.getValues();
    const parsed = postingFormSchema.safeParse(values);
    if (!parsed.success) {
      setSaveState({ kind: "invalid" });
      const paths = [...new Set(parsed.error.issues.map((i) => i.path.join(".")))];
      await Promise.all(paths.map((p) => form.trigger(p as FieldPath<PostingFormInput>)));
      if (kind === "manual") form.setFocus(paths[0] as FieldPath<PostingFormInput>);
      return null;
    }
    changed.current = false;
    setSaveState({ kind: "saving" });
    const request = (async () => {
      try {
        const id = idRef.current;
        const view = id
          ? await api.put<PostingView>(`/employer/postings/${id}`, values)
          : await api.post<PostingView>("/employer/postings", { companyId, posting: values });
        if (!id) {
          idRef.current = view.id;
          // The draft now has an address: a reload or the back button comes back to it.
          window.history.replaceState(null, "", editPath(view.id));
        }
        // A question id another job used is replaced by the server: the form takes the new one.
        view.form.questions.forEach((q, i) => {
          const current = form.getValues(`questions.${i}.id`);
          if (current && current !== q.id && values.questions[i]?.id === current) form.setValue(`questions.${i}.id`, q.id);
        });
        setPosting(view);
        setSaveState({ kind: "saved", at: new Date() });
        return view;
      } catch (error) {
        changed.current = true;
        setSaveState({ kind: "failed" });
        if (error instanceof ApiError && error.fieldIssues.length) showIssues(error.fieldIssues);
        else setActionError(error);
        return null;
      }
    })();
    saving.current = request;
    try {
      return await request;
    } finally {
      if (saving.current === request) saving.current = null;
    }
  }

  // Autosave: drafts only, 1.5 s after the last change.
  const watched = useWatch({ control: form.control });
  useEffect(() => {
    if (readOnly || live || !changed.current) return;
    const timer = setTimeout(() => void save("auto"), AUTOSAVE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- save reads the form when it runs
  }, [watched, readOnly, live]);

  // A live posting's unsaved changes are not lost by leaving the page without a word.
  const dirty = form.formState.isDirty;
  useEffect(() => {
    if (!live || readOnly || !dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [live, readOnly, dirty]);

  /** What a live posting needs, checked here first with the same rules as the server. */
  async function checkComplete(): Promise<boolean> {
    const ok = await form.trigger();
    const parsed = postingFormSchema.safeParse(form.getValues());
    if (!ok || !parsed.success) {
      setBanner({ tone: "danger", title: POSTING_MESSAGES.incomplete });
      const first = Object.keys(form.formState.errors)[0];
      if (first) form.setFocus(first as FieldPath<PostingFormInput>);
      return false;
    }
    const issues = publishIssues(parsed.data, new Date());
    if (issues.length) {
      setBanner({ tone: "danger", title: POSTING_MESSAGES.incomplete });
      showIssues(issues);
      return false;
    }
    return true;
  }

  async function changeStatus(action: StatusAction) {
    setActionError(null);
    setBanner(null);
    setBusy(action);
    try {
      if (action === "publish" || action === "resume") {
        if (!(await checkComplete())) return;
        const saved = await save("manual");
        if (!saved) return;
      }
      const view = await api.post<PostingView>(`/employer/postings/${idRef.current}/status`, { action });
      setPosting(view);
      form.reset(view.form);
      changed.current = false;
      setBanner(statusBanner(action, view));
    } catch (error) {
      if (error instanceof ApiError && error.fieldIssues.length) {
        setBanner({ tone: "danger", title: error.message });
        showIssues(error.fieldIssues);
      } else setActionError(error);
    } finally {
      setBusy(null);
      setConfirm(null);
    }
  }

  async function saveLive() {
    setActionError(null);
    setBanner(null);
    setBusy("save");
    try {
      if (!(await checkComplete())) return;
      const view = await save("manual");
      if (view) {
        form.reset(view.form);
        changed.current = false;
        setBanner({ tone: "success", title: "Changes saved.", body: view.displayStatus === "published" ? <>They are on the job page now.</> : null });
      }
    } finally {
      setBusy(null);
    }
  }

  async function saveDraft() {
    setActionError(null);
    setBanner(null);
    setBusy("save");
    try {
      const view = await save("manual");
      if (view) setBanner({ tone: "success", title: "Draft saved." });
    } finally {
      setBusy(null);
    }
  }

  async function duplicate() {
    setActionError(null);
    setBusy("duplicate");
    try {
      const view = await api.post<PostingView>(`/employer/postings/${idRef.current}/duplicate`);
      router.push(editPath(view.id));
    } catch (error) {
      setActionError(error);
      setBusy(null);
    }
  }

  async function deleteDraft() {
    setActionError(null);
    setBusy("delete");
    try {
      if (idRef.current) await api.delete(`/employer/postings/${idRef.current}`);
      router.push(TALENT_JOB_POSTINGS_PATH);
    } catch (error) {
      setActionError(error);
      setBusy(null);
      setConfirm(null);
    }
  }

  const id = posting?.id ?? null;
  return (
    <Form {...form}>
      <form
        noValidate
        aria-label={posting ? `Edit ${posting.form.title || "posting"}` : "New job posting"}
        onSubmit={(e) => {
          e.preventDefault();
          void (live ? saveLive() : saveDraft());
        }}
        className="flex flex-col gap-6"
      >
        <header className="flex flex-col gap-2">
          <Link href={TALENT_JOB_POSTINGS_PATH} className="w-fit text-sm">
            All job postings
          </Link>
          {heading === "create" && status === "draft" ? (
            <>
              <h1>Post a job</h1>
              <p className="text-muted-foreground">Write the posting; it is saved as a draft as you type and goes live when you publish it.</p>
            </>
          ) : (
            <>
              <p className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">Job posting · {companyName}</p>
              <h1 className="wrap-break-word">{posting?.form.title || "Untitled posting"}</h1>
            </>
          )}
        </header>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <PostingStatusBadge status={posting?.displayStatus ?? "draft"} />
          <SaveStatus state={saveState} live={live} readOnly={readOnly} />
          {id && posting?.jobPath ? (
            <nav aria-label="This posting" className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <Link href={jobDetailPath(id)}>Job page</Link>
              <Link href={postingApplicantsPath(id)}>Applicants</Link>
              <Link href={postingAnalyticsPath(id)}>Analytics</Link>
            </nav>
          ) : null}
        </div>

        {!canEdit ? (
          <Alert tone="info">As an interviewer you can read this posting. Owners, hiring managers and recruiters of the company change it.</Alert>
        ) : status === "closed" ? (
          <Alert tone="info" title="This posting is closed">
            Its job page says the job is no longer available. Duplicate it to post the job again.
          </Alert>
        ) : null}
        {banner ? (
          <Alert tone={banner.tone === "danger" ? "danger" : banner.tone === "success" ? "success" : "info"} title={banner.title}>
            {banner.body}
          </Alert>
        ) : null}
        <ErrorAlert error={actionError} />

        <PostingFields readOnly={readOnly} options={options} knownSkills={posting?.skills ?? []} now={now} />

        {canEdit ? (
          <div className="flex flex-wrap items-center gap-3 rounded-card border border-border bg-card p-4">
            {status === "draft" ? (
              <>
                <Button type="submit" variant="outline" loading={busy === "save"} disabled={busy !== null}>
                  Save draft
                </Button>
                <Button onClick={() => void changeStatus("publish")} loading={busy === "publish"} disabled={busy !== null}>
                  Publish
                </Button>
                {id ? (
                  <Button variant="ghost" onClick={() => setConfirm("delete")} disabled={busy !== null}>
                    Delete draft
                  </Button>
                ) : null}
              </>
            ) : status === "closed" ? (
              <Button onClick={() => void duplicate()} loading={busy === "duplicate"} disabled={busy !== null}>
                Duplicate
              </Button>
            ) : (
              <>
                <Button type="submit" loading={busy === "save"} disabled={busy !== null}>
                  Save changes
                </Button>
                {status === "published" ? (
                  <Button variant="outline" onClick={() => void changeStatus("pause")} loading={busy === "pause"} disabled={busy !== null}>
                    Pause
                  </Button>
                ) : (
                  <Button variant="outline" onClick={() => void changeStatus("resume")} loading={busy === "resume"} disabled={busy !== null}>
                    Resume
                  </Button>
                )}
                <Button variant="ghost" onClick={() => setConfirm("close")} disabled={busy !== null}>
                  Close posting
                </Button>
              </>
            )}
          </div>
        ) : null}

      </form>

      <ConfirmDialog
        open={confirm === "close"}
        onOpenChange={(open) => setConfirm(open ? "close" : null)}
        title="Close this posting?"
        description="Closing is final: the job page will say the job is no longer available and it leaves search at once. Applicants stay in the list. You can duplicate it to post the job again."
        confirmLabel="Close posting"
        confirmVariant="danger"
        loading={busy === "close"}
        onConfirm={() => void changeStatus("close")}
      />
      <ConfirmDialog
        open={confirm === "delete"}
        onOpenChange={(open) => setConfirm(open ? "delete" : null)}
        title="Delete this draft?"
        description="The draft is deleted for good."
        confirmLabel="Delete draft"
        confirmVariant="danger"
        loading={busy === "delete"}
        onConfirm={() => void deleteDraft()}
      />
    </Form>
  );
}
