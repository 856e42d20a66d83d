"use client";

import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm, useWatch, type FieldPath } from "react-hook-form";
import { api, ApiError } from "@/lib/api/client";
import { hiringEditPostingPath, postingAnalyticsPath, postingApplicantsPath, talentEditPostingPath, TALENT_JOB_POSTINGS_PATH } from "@/lib/employer-routes";
import { EMPLOYMENT_TYPE_TEXTS } from "@/lib/employment-types";
import { jobDetailPath } from "@/lib/job-routes";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Label } from "@/components/ui/label";
import { SkillPicker } from "@/features/skills/components/skill-picker";
import { POSTING_MESSAGES } from "../messages";
import { payRangeRequirement } from "../pay-transparency";
import {
  addDays,
  EMPLOYMENT_TYPE_VALUES,
  isBlankLocation,
  latestExpiryDay,
  POSTING_LIMITS,
  postingFormSchema,
  publishIssues,
  type FieldIssue,
  type PostingFormInput,
  type PostingValues,
  type StatusAction,
} from "../schemas";
import type { PostingFormOptions, PostingView } from "../types";
import { DescriptionEditor } from "./description-editor";
import { LocationsEditor } from "./locations-editor";
import { PostingStatusBadge } from "./posting-status-badge";
import { QuestionsEditor } from "./questions-editor";

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

type SaveState = { kind: "idle" } | { kind: "saving" } | { kind: "saved"; at: Date } | { kind: "invalid" } | { kind: "failed" };

type Banner = { tone: "success" | "danger" | "info"; title: string; body?: ReactNode } | null;

const TIME = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });

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

  const remote = useWatch({ control: form.control, name: "remote" });
  const locations = useWatch({ control: form.control, name: "locations" });
  const categoryId = useWatch({ control: form.control, name: "categoryId" });
  const applyMode = useWatch({ control: form.control, name: "applyMode" });
  const pay = useMemo(
    () =>
      payRangeRequirement(
        { remote, locations: (locations ?? []).filter((l) => !isBlankLocation({ ...l, postalCode: l.postalCode || null })).map((l) => ({ city: l.city, state: l.state })) },
        new Date(now),
      ),
    [remote, locations, now],
  );
  const subcategories = options.categories.find((c) => c.id === categoryId)?.subcategories ?? [];

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

        <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-6">
          <Section title="The job">
            <FormField name="title" label="Job title" render={(f) => <Input {...f} maxLength={POSTING_LIMITS.title + 50} disabled={readOnly} />} />
            <FormField
              name="descriptionHtml"
              label="Description"
              hint="What the job is, what a day looks like, what you ask for and what you offer."
              render={(f) => <DescriptionEditor value={f.value} onChange={f.onChange} onBlur={f.onBlur} ref={f.ref} label="Description" disabled={readOnly} />}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                name="employmentType"
                label="Employment type"
                render={(f) => (
                  <NativeSelect {...f} disabled={readOnly}>
                    <option value="">Choose a type</option>
                    {EMPLOYMENT_TYPE_VALUES.map((t) => (
                      <option key={t} value={t}>
                        {EMPLOYMENT_TYPE_TEXTS[t].label}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              />
              <FormField
                name="categoryId"
                label="Category"
                render={(f) => (
                  <NativeSelect
                    {...f}
                    onChange={(e) => {
                      f.onChange(e);
                      form.setValue("subcategoryId", "", { shouldDirty: true });
                    }}
                    disabled={readOnly}
                  >
                    <option value="">Choose a category</option>
                    {options.categories.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              />
              <FormField
                name="subcategoryId"
                label="Subcategory (optional)"
                render={(f) => (
                  <NativeSelect {...f} disabled={readOnly || subcategories.length === 0}>
                    <option value="">{subcategories.length ? "Choose a subcategory" : "None for this category"}</option>
                    {subcategories.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              />
            </div>
            <FormField
              name="skills"
              label="Skills"
              hint="From Upstep's skills list, at most 30. Candidates with them find the job first."
              render={(f) => <SkillPicker value={f.value} onChange={f.onChange} onBlur={f.onBlur} name={f.name} ref={f.ref} max={POSTING_LIMITS.skills} knownSkills={posting?.skills ?? []} disabled={readOnly} />}
            />
          </Section>

          <Section title="Where">
            <FormField
              name="remote"
              label="The job can be done remotely"
              className="flex flex-row-reverse items-center justify-end gap-2"
              render={({ value, onChange, ...f }) => <NativeCheckbox {...f} checked={value} onChange={(e) => onChange(e.target.checked)} disabled={readOnly} />}
            />
            <p className="text-sm text-muted-foreground">{remote ? "Add the places too if people can also work there." : "Add every place people work from."}</p>
            <LocationsEditor disabled={readOnly} />
          </Section>

          <Section title="Pay">
            {pay.required ? (
              <Alert tone="info" title="A pay range is required">
                {pay.reason}
              </Alert>
            ) : (
              <p className="text-sm text-muted-foreground">Optional for these locations. Postings with pay get more applicants.</p>
            )}
            <div className="grid gap-4 sm:grid-cols-3">
              <FormField name="salaryMin" label="Minimum pay (USD)" render={(f) => <Input {...f} inputMode="decimal" placeholder="$0.00" disabled={readOnly} />} />
              <FormField name="salaryMax" label="Maximum pay (USD)" render={(f) => <Input {...f} inputMode="decimal" placeholder="$0.00" disabled={readOnly} />} />
              <FormField
                name="salaryPeriod"
                label="Per"
                render={(f) => (
                  <NativeSelect {...f} disabled={readOnly}>
                    <option value="">Choose</option>
                    <option value="hour">Hour</option>
                    <option value="year">Year</option>
                  </NativeSelect>
                )}
              />
            </div>
          </Section>

          <Section title="Screening questions" description="Asked when people apply on Upstep.">
            <QuestionsEditor disabled={readOnly} />
          </Section>

          <Section title="How people apply">
            <FormField
              name="applyMode"
              label="Where people apply"
              hideLabel
              render={({ value, onChange, ref, ...f }) => (
                <RadioGroup ref={ref} value={value} onValueChange={onChange} aria-label="Where people apply" disabled={readOnly} {...f}>
                  <div className="flex items-center gap-2">
                    <RadioGroupItem value="upstep" id="apply-upstep" />
                    <Label htmlFor="apply-upstep">On Upstep, with their profile and your screening questions</Label>
                  </div>
                  <div className="flex items-center gap-2">
                    <RadioGroupItem value="external" id="apply-external" />
                    <Label htmlFor="apply-external">On our own site</Label>
                  </div>
                </RadioGroup>
              )}
            />
            {applyMode === "external" ? (
              <FormField name="applyUrl" label="Apply address" hint="Starts with https://" render={(f) => <Input {...f} type="url" inputMode="url" placeholder="https://" disabled={readOnly} />} />
            ) : null}
          </Section>

          <Section title="Expiry and team">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                name="expiresOn"
                label="Expires on"
                hint="The posting closes at the end of this day (UTC), at most 180 days from today."
                render={(f) => <Input {...f} type="date" min={addDays(new Date(now), 1)} max={latestExpiryDay(new Date(now))} disabled={readOnly} />}
              />
              <FormField
                name="ownerUserId"
                label="Owner"
                hint="The member responsible for this posting."
                render={(f) => (
                  <NativeSelect {...f} disabled={readOnly}>
                    <option value="">No owner</option>
                    {options.members.map((m) => (
                      <option key={m.userId} value={m.userId}>
                        {m.name || m.email}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              />
            </div>
            <FormField
              name="scorecardAttributes"
              label="Scorecard attributes"
              hint="What interviewers rate, one per line, at most 10."
              render={({ value, onChange, ...f }) => <Textarea {...f} rows={4} value={(value ?? []).join("\n")} onChange={(e) => onChange(e.target.value.split("\n"))} disabled={readOnly} />}
            />
          </Section>
        </fieldset>

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

function statusBanner(action: StatusAction, view: PostingView): Banner {
  const jobLink = view.jobPath ? (
    <>
      {" "}
      <Link href={view.jobPath}>See the job page</Link>.
    </>
  ) : null;
  switch (action) {
    case "publish":
      return { tone: "success", title: "Published.", body: <>The job is on Upstep now: in search, on your company page and on its own page.{jobLink}</> };
    case "resume":
      return { tone: "success", title: "Resumed.", body: <>The job is open again.{jobLink}</> };
    case "pause":
      return { tone: "info", title: "Paused.", body: <>The job page says the job is no longer available until you resume it.</> };
    case "close":
      return { tone: "info", title: "Closed.", body: <>The job page says the job is no longer available.</> };
  }
}

function SaveStatus({ state, live, readOnly }: { state: SaveState; live: boolean; readOnly: boolean }) {
  if (readOnly) return null;
  let text = live ? "Changes go live when you save them." : "Drafts save as you type.";
  if (state.kind === "saving") text = "Saving…";
  if (state.kind === "saved") text = `${live ? "Saved" : "Draft saved"} at ${TIME.format(state.at)}.`;
  if (state.kind === "invalid") text = "Not saved: check the fields marked.";
  if (state.kind === "failed") text = "Not saved. It will try again when you next change something.";
  return (
    <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
      {text}
    </p>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">{title}</h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </Card>
  );
}
