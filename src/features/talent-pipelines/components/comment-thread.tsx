"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { api, ApiError } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { FieldError, FieldHint } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { companyTalentCommentApi, companyTalentCommentsApi } from "../paths";
import { PIPELINE_LIMITS } from "../schemas";
import type { CommentView } from "../types";
import { formatDayTime } from "./format";

/*
 * The company's private comments on a person (decision 043), newest first, with a form to add one
 * (pipelines.edit) and a Delete on the member's own comments. What was typed stays when a save fails.
 */
export function CommentThread({
  companyId,
  candidateUserId,
  pipelineId,
  comments,
  canWrite,
  me,
  headingLevel = 3,
}: {
  companyId: string;
  candidateUserId: string;
  pipelineId?: string;
  comments: CommentView[];
  canWrite: boolean;
  me: string;
  headingLevel?: 2 | 3 | 4;
}) {
  const router = useRouter();
  const id = useId();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [pending, setPending] = useState(false);
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  const tooLong = body.length > PIPELINE_LIMITS.comment ? `Comment must be less than ${PIPELINE_LIMITS.comment} characters` : null;
  const shown = error ?? tooLong;

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <Heading id={`${id}-heading`} className="text-base font-semibold">
        Comments
      </Heading>
      {comments.length === 0 ? <p className="text-sm text-muted-foreground">No comments yet. Comments are private to your company; the candidate never sees them.</p> : null}
      <ul className="flex flex-col gap-2">
        {comments.map((c) => (
          <li key={c.id} className="rounded-card border border-border bg-card p-3" data-testid="talent-comment">
            <p className="text-xs text-muted-foreground">
              {c.authorName} · {formatDayTime(c.createdAt)}
              {c.pipelineName ? ` · in ${c.pipelineName}` : ""}
            </p>
            <p className="mt-1 whitespace-pre-wrap break-words text-sm">{c.body}</p>
            {canWrite && c.authorId === me ? (
              <Button
                size="sm"
                variant="ghost"
                className="mt-1"
                onClick={async () => {
                  try {
                    await api.delete(companyTalentCommentApi(companyId, c.id));
                    setStatus("Comment deleted.");
                    router.refresh();
                  } catch (err) {
                    setError(err instanceof ApiError ? err.message : "Could not delete the comment, please try again.");
                  }
                }}
              >
                Delete<span className="sr-only"> your comment</span>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {canWrite ? (
        <form
          noValidate
          className="flex flex-col gap-2"
          onSubmit={async (e) => {
            e.preventDefault();
            if (!body.trim()) return setError("Type a comment");
            if (tooLong) return;
            setPending(true);
            setError(null);
            try {
              await api.post(companyTalentCommentsApi(companyId), { candidateUserId, body: body.trim(), ...(pipelineId ? { pipelineId } : {}) });
              setBody("");
              setStatus("Comment added.");
              router.refresh();
            } catch (err) {
              setError(err instanceof ApiError ? err.message : "Something went wrong, please try again.");
            } finally {
              setPending(false);
            }
          }}
        >
          <Label htmlFor={`${id}-body`}>New comment</Label>
          <Textarea
            id={`${id}-body`}
            rows={3}
            value={body}
            aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ""}`}
            aria-invalid={shown ? true : undefined}
            onChange={(e) => {
              setBody(e.target.value);
              setError(null);
            }}
          />
          <FieldHint id={`${id}-hint`}>Only members of your company see comments.</FieldHint>
          {shown ? <FieldError id={`${id}-error`}>{shown}</FieldError> : null}
          <div>
            <Button type="submit" size="sm" loading={pending}>
              Add comment
            </Button>
          </div>
        </form>
      ) : null}
      <p role="status" className="sr-only">
        {status}
      </p>
    </section>
  );
}
