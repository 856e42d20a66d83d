"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { api, ApiError } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { FieldError, FieldHint } from "@/components/ui/field";
import { Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { applicationNoteApi, applicationNotesApi } from "../paths";
import { ATS_LIMITS } from "../schemas";
import type { MemberView, NoteView } from "../types";
import { formatDayTime } from "./format";
import { useAnnouncer } from "./live-announcer";

/*
 * The company's private notes (decision 040). Typing @ and a few letters opens a list of the
 * company's members (a combobox on the text area: arrows choose, Enter or Tab inserts "@Name",
 * Escape closes); the members named are sent with the note and told. A note's author edits or
 * deletes it. What was typed stays when a save fails.
 */
export function NotesPanel({ applicationId, notes, members, me }: { applicationId: string; notes: NoteView[]; members: MemberView[]; me: string }) {
  const router = useRouter();
  const { announce, region } = useAnnouncer();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-4">
      {notes.length === 0 ? <p className="text-sm text-muted-foreground">No notes yet. Notes are private to your company; the candidate never sees them.</p> : null}
      <ul className="flex flex-col gap-3">
        {notes.map((n) => (
          <li key={n.id} className="rounded-card border border-border bg-card p-3" data-testid="note">
            <p className="text-xs text-muted-foreground">
              {n.authorName} · {formatDayTime(n.createdAt)}
              {n.updatedAt !== n.createdAt ? " · edited" : ""}
            </p>
            {editing === n.id ? (
              <NoteEditor
                members={members}
                me={me}
                initial={n.body}
                initialMentions={n.mentioned.map((m) => m.userId)}
                submitLabel="Save note"
                onCancel={() => setEditing(null)}
                onSubmit={async (body, mentionedUserIds) => {
                  await api.patch(applicationNoteApi(applicationId, n.id), { body, mentionedUserIds });
                  setEditing(null);
                  announce("Note saved.");
                  router.refresh();
                }}
              />
            ) : (
              <p className="mt-1 whitespace-pre-wrap break-words text-sm">{n.body}</p>
            )}
            {n.authorId === me && editing !== n.id ? (
              <div className="mt-2 flex gap-2">
                <Button size="sm" variant="ghost" onClick={() => setEditing(n.id)}>
                  Edit<span className="sr-only"> your note</span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={async () => {
                    try {
                      await api.delete(applicationNoteApi(applicationId, n.id));
                      announce("Note deleted.");
                      router.refresh();
                    } catch (err) {
                      announce(`Could not delete the note: ${err instanceof ApiError ? err.message : "something went wrong"}`, "error");
                    }
                  }}
                >
                  Delete<span className="sr-only"> your note</span>
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <NoteEditor
        members={members}
        me={me}
        initial=""
        initialMentions={[]}
        submitLabel="Add note"
        label="New note"
        onSubmit={async (body, mentionedUserIds) => {
          await api.post(applicationNotesApi(applicationId), { body, mentionedUserIds });
          announce(mentionedUserIds.length ? `Note added; ${mentionedUserIds.length} member${mentionedUserIds.length === 1 ? " was" : "s were"} told.` : "Note added.");
          router.refresh();
        }}
      />
      {region}
    </div>
  );
}

function NoteEditor({
  members,
  me,
  initial,
  initialMentions,
  submitLabel,
  label = "Note",
  onSubmit,
  onCancel,
}: {
  members: MemberView[];
  me: string;
  initial: string;
  initialMentions: string[];
  submitLabel: string;
  label?: string;
  onSubmit: (body: string, mentionedUserIds: string[]) => Promise<void>;
  onCancel?: () => void;
}) {
  const id = useId();
  const listId = `${id}-members`;
  const ref = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState(initial);
  const [mentioned, setMentioned] = useState<string[]>(initialMentions);
  const [query, setQuery] = useState<{ text: string; start: number } | null>(null);
  const [active, setActive] = useState(0);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const others = members.filter((m) => m.userId !== me);
  const matches = query ? others.filter((m) => m.name.toLowerCase().includes(query.text.toLowerCase())).slice(0, 6) : [];
  const open = matches.length > 0;

  const findQuery = (value: string, caret: number) => {
    const before = value.slice(0, caret);
    const m = /(^|\s)@([^\s@]{0,30})$/.exec(before);
    setQuery(m ? { text: m[2]!, start: caret - m[2]!.length - 1 } : null);
    setActive(0);
  };

  const choose = (member: MemberView) => {
    if (!query) return;
    const caret = ref.current?.selectionStart ?? body.length;
    const next = `${body.slice(0, query.start)}@${member.name} ${body.slice(caret)}`;
    setBody(next);
    setMentioned((m) => (m.includes(member.userId) ? m : [...m, member.userId]));
    setQuery(null);
    requestAnimationFrame(() => {
      const at = query.start + member.name.length + 2;
      ref.current?.setSelectionRange(at, at);
      ref.current?.focus();
    });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setActive((a) => (a + 1) % matches.length);
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((a) => (a - 1 + matches.length) % matches.length);
    } else if (e.key === "Enter" || e.key === "Tab") {
      e.preventDefault();
      choose(matches[active]!);
    } else if (e.key === "Escape") {
      e.preventDefault();
      setQuery(null);
    }
  };

  const tooLong = body.length > ATS_LIMITS.note ? `Note must be less than ${ATS_LIMITS.note} characters.` : undefined;
  const shownError = error ?? tooLong;
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!body.trim()) return setError("Type a valid Note");
        if (tooLong) return;
        setPending(true);
        try {
          // Only the members still named in the text are mentioned.
          const named = mentioned.filter((uid) => {
            const m = members.find((x) => x.userId === uid);
            return m && body.includes(`@${m.name}`);
          });
          await onSubmit(body.trim(), named);
          if (!onCancel) {
            setBody("");
            setMentioned([]);
          }
        } catch (err) {
          setError(err instanceof ApiError ? err.message : "Something went wrong, please try again.");
        } finally {
          setPending(false);
        }
      }}
    >
      <Label htmlFor={`${id}-text`}>{label}</Label>
      <div className="relative">
        <Textarea
          ref={ref}
          id={`${id}-text`}
          rows={3}
          value={body}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open ? `${listId}-${active}` : undefined}
          aria-describedby={`${id}-hint${shownError ? ` ${id}-error` : ""}`}
          aria-invalid={shownError ? true : undefined}
          onChange={(e) => {
            setBody(e.target.value);
            setError(undefined);
            findQuery(e.target.value, e.target.selectionStart);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setQuery(null), 150)}
        />
        <ul id={listId} role="listbox" aria-label="Company members" className={cn("absolute left-0 right-0 top-full z-20 mt-1 max-h-56 overflow-auto rounded-md border border-border bg-card shadow-lg", open ? "" : "hidden")}>
          {matches.map((m, i) => (
            <li
              key={m.userId}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={cn("cursor-pointer px-3 py-2 text-sm", i === active ? "bg-primary-soft text-primary-soft-foreground" : "")}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(m);
              }}
            >
              {m.name} <span className="text-muted-foreground">· {m.email}</span>
            </li>
          ))}
        </ul>
      </div>
      <FieldHint id={`${id}-hint`}>Type @ to mention a member of your company; they get a notification and an email.</FieldHint>
      {shownError ? <FieldError id={`${id}-error`}>{shownError}</FieldError> : null}
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={pending}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button size="sm" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
