"use client";

import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { api, ApiError } from "@/lib/api/client";
import { loadToast } from "@/components/providers/toast-host";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Form, FormField, zodResolver } from "@/components/ui/form";
import { Download, FileText, Pencil, Sparkles, Star, Trash2, Upload } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { FullPageDropOverlay } from "@/features/profile-photo/components/full-page-drop-overlay";
import { ResumeProposalReview } from "@/features/resume-parsing/components/resume-proposal-review";
import type { ResumeParseState } from "@/features/resume-parsing/types";
import { RESUME_LIMIT_PER_PERSON } from "../messages";
import { renameResumeSchema, type RenameResume } from "../schemas";
import type { ResumeSummary } from "../types";
import { allFiles, RESUME_DROP_RULES, RESUME_REJECT_TEXT, ResumeDropZone, useResumeUpload } from "./resume-drop-zone";
import { formatFileSize, kindName, RESUMES_API } from "./upload-resume-file";

/*
 * /dashboard/candidate360/resume (issue 14 parts 4 and 5): the person's resumes with their default,
 * an upload drop zone (the avatar's states and look; the spec's messages, checked here on the name,
 * size and magic bytes and again by the server), make default, rename, delete after a confirm, and
 * download. With resume-upload-v4 on, an upload opens the review of what the parser found
 * (ResumeProposalReview), and a resume whose proposal waits shows "Review what we found".
 */
const uploadedOn = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

type Props = { initial: ResumeSummary[]; parseStates: Record<string, ResumeParseState>; parsingEnabled: boolean };

export function ResumeLibrary({ initial, parseStates: initialStates, parsingEnabled }: Props) {
  const router = useRouter();
  const [resumes, setResumes] = useState(initial);
  const [states, setStates] = useState(initialStates);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<ResumeSummary | null>(null);
  const [deleting, setDeleting] = useState<ResumeSummary | null>(null);
  const browseRef = useRef<HTMLButtonElement>(null);
  const reviewRef = useRef<HTMLDivElement>(null);

  // The review takes focus when it opens, so a keyboard or screen-reader user is taken to it.
  useEffect(() => {
    if (!reviewing) return;
    reviewRef.current?.scrollIntoView({ block: "start" });
    reviewRef.current?.querySelector<HTMLElement>("h2")?.focus();
  }, [reviewing]);

  const makeDefault = useMutation({
    mutationFn: (resume: ResumeSummary) => api.put<ResumeSummary[]>(`${RESUMES_API}/${resume.id}/default`),
    meta: { silent: true },
    onSuccess: (list, resume) => {
      setResumes(list);
      void loadToast().then((toast) => toast.success(`${resume.fileName} is now your default resume.`));
    },
  });

  const remove = useMutation({
    mutationFn: (resume: ResumeSummary) => api.delete<void>(`${RESUMES_API}/${resume.id}`),
    meta: { silent: true },
    onSuccess: async (_void, resume) => {
      // The default may have moved to another resume: the server's list says which.
      const list = await api.get<ResumeSummary[]>(RESUMES_API).catch(() => resumes.filter((r) => r.id !== resume.id));
      setResumes(list);
      setDeleting(null);
      if (reviewing === resume.id) setReviewing(null);
      browseRef.current?.focus();
      void loadToast().then((toast) => toast.success(`${resume.fileName} was deleted.`));
    },
  });

  const atLimit = resumes.length >= RESUME_LIMIT_PER_PERSON;
  const upload = useResumeUpload({
    resumeCount: resumes.length,
    onUploaded: (resume) => {
      setResumes((list) => [...list.filter((r) => r.id !== resume.id), resume].sort(byDefaultThenNewest));
      if (parsingEnabled) setReviewing(resume.id);
    },
  });
  const { zone, busy } = upload;

  function reviewDone(resumeId: string, outcome: "accepted" | "dismissed") {
    setStates((s) => ({ ...s, [resumeId]: { status: s[resumeId]?.status ?? "parsed", reviewed: true } }));
    setReviewing(null);
    if (outcome === "accepted") router.refresh();
    browseRef.current?.focus();
  }

  return (
    <div className="flex flex-col gap-6">
      {reviewing ? (
        <div ref={reviewRef} className="scroll-mt-6">
          <Card>
            <ResumeProposalReview key={reviewing} resumeId={reviewing} onDone={(outcome) => reviewDone(reviewing, outcome)} />
          </Card>
        </div>
      ) : null}

      <section aria-labelledby="upload-heading" className="flex flex-col gap-3">
        <h2 id="upload-heading" className="text-xl">
          Upload a resume
        </h2>
        <ResumeDropZone upload={upload} browseRef={browseRef} />
      </section>

      <section aria-labelledby="resumes-heading" className="flex flex-col gap-3">
        <h2 id="resumes-heading" className="text-xl">
          Your resumes
        </h2>
        {resumes.length === 0 ? (
          <EmptyState
            icon={<FileText />}
            title="No resume yet"
            headingLevel={3}
            action={
              <Button onClick={zone.open} disabled={busy}>
                <Upload aria-hidden="true" /> Upload your first resume
              </Button>
            }
          >
            {parsingEnabled
              ? "Upload your resume to apply in a click. We will also read it and offer to fill in your profile; you choose what is added."
              : "Upload your resume to apply in a click. You can keep several and choose which one employers see first."}
          </EmptyState>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Your resumes">
            {resumes.map((resume) => {
              const state = states[resume.id];
              const waiting = parsingEnabled && state?.status === "parsed" && !state.reviewed;
              return (
                <li key={resume.id} data-resume={resume.id}>
                  <Card className="flex flex-col gap-3">
                    <div className="flex min-w-0 items-start gap-3">
                      <FileText aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-muted-foreground" />
                      <div className="min-w-0 flex-1">
                        <div className="flex flex-wrap items-center gap-2">
                          <h3 className="min-w-0 break-all text-base font-semibold">{resume.fileName}</h3>
                          {resume.isDefault ? <Badge tone="primary">Default</Badge> : null}
                        </div>
                        <p className="text-sm text-muted-foreground">
                          {kindName(resume.mime)} · {formatFileSize(resume.sizeBytes)} · Uploaded {uploadedOn.format(new Date(resume.createdAt))}
                        </p>
                      </div>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      {waiting ? (
                        <Button size="sm" onClick={() => setReviewing(resume.id)} disabled={reviewing === resume.id} aria-label={`Review what we found: ${resume.fileName}`}>
                          <Sparkles aria-hidden="true" /> Review what we found
                        </Button>
                      ) : parsingEnabled ? (
                        <Button variant="outline" size="sm" onClick={() => setReviewing(resume.id)} disabled={reviewing === resume.id} aria-label={`Fill my profile from it: ${resume.fileName}`}>
                          <Sparkles aria-hidden="true" /> Fill my profile from it
                        </Button>
                      ) : null}
                      <a className="inline-flex h-control-sm items-center gap-2 rounded-md px-3 text-sm font-semibold text-foreground no-underline hover:bg-muted" href={resume.downloadUrl} download aria-label={`Download ${resume.fileName}`}>
                        <Download aria-hidden="true" className="size-4" /> Download
                      </a>
                      {resume.isDefault ? null : (
                        <Button variant="ghost" size="sm" loading={makeDefault.isPending && makeDefault.variables?.id === resume.id} onClick={() => makeDefault.mutate(resume)} aria-label={`Make default: ${resume.fileName}`}>
                          <Star aria-hidden="true" /> Make default
                        </Button>
                      )}
                      <Button variant="ghost" size="sm" onClick={() => setRenaming(resume)} aria-label={`Rename ${resume.fileName}`}>
                        <Pencil aria-hidden="true" /> Rename
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => setDeleting(resume)} aria-label={`Delete ${resume.fileName}`}>
                        <Trash2 aria-hidden="true" /> Delete
                      </Button>
                    </div>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
        <ErrorAlert error={makeDefault.error} />
      </section>

      <RenameDialog
        resume={renaming}
        onClose={() => setRenaming(null)}
        onRenamed={(resume) => {
          setResumes((list) => list.map((r) => (r.id === resume.id ? resume : r)));
          setRenaming(null);
          void loadToast().then((toast) => toast.success("The resume was renamed."));
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : (setDeleting(null), remove.reset()))}
        title="Delete this resume?"
        description={deleting ? `${deleting.fileName} will be deleted from Upstep.${deleting.isDefault && resumes.length > 1 ? " Your newest other resume becomes the default." : ""}` : undefined}
        confirmLabel="Delete"
        confirmVariant="danger"
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      >
        <ErrorAlert error={remove.error} />
      </ConfirmDialog>
      <FullPageDropOverlay
        active={!busy && !atLimit && !renaming && !deleting}
        rules={RESUME_DROP_RULES}
        label="Drop your resume anywhere to upload it"
        rejectLabel={RESUME_REJECT_TEXT}
        onDrop={(accepted, rejected) => void upload.choose(allFiles(accepted, rejected))}
      />
    </div>
  );
}

function byDefaultThenNewest(a: ResumeSummary, b: ResumeSummary): number {
  if (a.isDefault !== b.isDefault) return a.isDefault ? -1 : 1;
  return b.createdAt.localeCompare(a.createdAt);
}

function RenameDialog({ resume, onClose, onRenamed }: { resume: ResumeSummary | null; onClose: () => void; onRenamed: (resume: ResumeSummary) => void }) {
  return (
    <Dialog open={resume !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="md">{resume ? <RenameForm key={resume.id} resume={resume} onClose={onClose} onRenamed={onRenamed} /> : null}</DialogContent>
    </Dialog>
  );
}

function RenameForm({ resume, onClose, onRenamed }: { resume: ResumeSummary; onClose: () => void; onRenamed: (resume: ResumeSummary) => void }) {
  const form = useForm<RenameResume>({ resolver: zodResolver(renameResumeSchema), defaultValues: { fileName: resume.fileName }, mode: "onTouched" });
  const save = useMutation({
    mutationFn: (values: RenameResume) => api.patch<ResumeSummary>(`${RESUMES_API}/${resume.id}`, values),
    meta: { silent: true },
    onSuccess: onRenamed,
    onError: (error) => {
      if (error instanceof ApiError) for (const issue of error.fieldIssues) if (issue.path === "fileName") form.setError("fileName", { type: "server", message: issue.message });
    },
  });
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(() => save.mutate(form.getValues()))} className="flex flex-col gap-4">
        <DialogHeader>
          <DialogTitle>Rename resume</DialogTitle>
          <DialogDescription>The name employers see when they download it. Its file type stays the same.</DialogDescription>
        </DialogHeader>
        <FormField name="fileName" label="File Name" render={(f) => <Input {...f} disabled={save.isPending} />} />
        <ErrorAlert error={save.error instanceof ApiError && save.error.fieldIssues.length ? null : save.error} />
        <DialogFooter>
          <Button variant="ghost" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save name
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
