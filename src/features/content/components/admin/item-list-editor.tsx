"use client";

import { useRef, useState, type ReactNode } from "react";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { ApiError } from "@/lib/api/client";
import { cn } from "@/lib/cn";
import type { CollectionKey } from "../../schemas";
import { errorsFromApi, errorsFromZod, type FieldErrors } from "./field-errors";
import { useSaveCollection } from "./use-save-collection";

type Row<T> = { id: number; value: T };

export type RowFieldsProps<T> = {
  item: T;
  index: number;
  errors: FieldErrors;
  update: (patch: Partial<T>) => void;
};

/*
 * Edits an ordered list of content items (navbar or footer): add, remove, move up/down, save.
 * Everything is a native control, so it works with the keyboard alone; errors show beside their
 * fields (checked in the browser with the server's own zod schema, then by the server) and a
 * summary above the Save button takes focus when saving fails.
 */
export function ItemListEditor<T>({
  collectionKey,
  heading,
  intro,
  itemNoun,
  initialItems,
  schema,
  emptyItem,
  itemLabel,
  renderFields,
}: {
  collectionKey: CollectionKey;
  heading: string;
  intro: ReactNode;
  itemNoun: string;
  initialItems: T[];
  schema: z.ZodType<T[], unknown>;
  emptyItem: () => T;
  itemLabel: (item: T) => string;
  renderFields: (props: RowFieldsProps<T>) => ReactNode;
}) {
  const nextId = useRef(initialItems.length);
  const [rows, setRows] = useState<Row<T>[]>(() => initialItems.map((value, id) => ({ id, value })));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const save = useSaveCollection<T[]>(collectionKey);
  const headingId = `${collectionKey}-editor-heading`;

  function changed(next: Row<T>[]) {
    setRows(next);
    setSavedAt(null);
  }

  function focusRow(id: number) {
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`[data-row="${id}"] input, [data-row="${id}"] select`)?.focus());
  }

  function add() {
    const id = nextId.current++;
    changed([...rows, { id, value: emptyItem() }]);
    focusRow(id);
  }

  function remove(index: number) {
    const next = rows.filter((_, i) => i !== index);
    changed(next);
    setErrors({});
    const target = next[index] ?? next[index - 1];
    if (target) focusRow(target.id);
    else requestAnimationFrame(() => addRef.current?.focus());
  }

  function move(index: number, by: -1 | 1) {
    const to = index + by;
    if (to < 0 || to >= rows.length) return;
    const next = [...rows];
    [next[index], next[to]] = [next[to]!, next[index]!];
    changed(next);
    setErrors({});
    const moved = next[to]!.id;
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`[data-row="${moved}"] [data-move="${by}"]`)?.focus());
  }

  function showFailure(message: string, fieldErrors: FieldErrors) {
    setErrors(fieldErrors);
    setFailure(message);
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  function submit() {
    setFailure(null);
    setSavedAt(null);
    const values = rows.map((r) => r.value);
    const checked = schema.safeParse(values);
    if (!checked.success) {
      const fieldErrors = errorsFromZod(checked.error);
      showFailure(`Fix ${Object.keys(fieldErrors).length === 1 ? "the problem" : `the ${Object.keys(fieldErrors).length} problems`} marked in red above, then save again.`, fieldErrors);
      return;
    }
    save.mutate(checked.data, {
      onSuccess: (saved) => {
        setErrors({});
        setRows(saved.data.map((value, i) => ({ id: rows[i]?.id ?? nextId.current++, value })));
        setSavedAt(new Date(saved.updatedAt).toLocaleTimeString());
      },
      onError: (error) => {
        const fieldErrors = errorsFromApi(error);
        showFailure(error instanceof ApiError ? error.message : "Something went wrong, please try again.", fieldErrors);
      },
    });
  }

  return (
    <Card>
      <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-5">
        <header>
          <CardTitle id={headingId} className="text-xl">
            {heading}
          </CardTitle>
          <div className="mt-1 text-sm text-muted-foreground">{intro}</div>
        </header>
        {errors[""] ? <Alert tone="danger">{errors[""]}</Alert> : null}
        <ol ref={listRef} className="flex flex-col gap-4">
          {rows.map((row, index) => {
            const rowErrors = Object.fromEntries(
              Object.entries(errors)
                .filter(([k]) => k.startsWith(`${index}.`))
                .map(([k, v]) => [k.slice(String(index).length + 1), v]),
            );
            const label = `${itemNoun} ${index + 1}${itemLabel(row.value) ? `: ${itemLabel(row.value)}` : ""}`;
            return (
              <li key={row.id} data-row={row.id} className={cn("min-w-0 rounded-lg border bg-background p-4", Object.keys(rowErrors).length ? "border-danger" : "border-border")}>
                {/* min-w-0: a fieldset is as wide as its content by default, so a long title or URL would widen the page. */}
                <fieldset className="min-w-0">
                  <legend className="mb-3 line-clamp-2 max-w-full text-sm font-semibold text-foreground [overflow-wrap:anywhere]">{label}</legend>
                  {renderFields({
                    item: row.value,
                    index,
                    errors: rowErrors,
                    update: (patch) => changed(rows.map((r) => (r.id === row.id ? { ...r, value: { ...r.value, ...patch } } : r))),
                  })}
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button size="sm" variant="ghost" data-move="-1" onClick={() => move(index, -1)} disabled={index === 0} aria-label={`Move up, ${label}`}>
                      Move up
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      data-move="1"
                      onClick={() => move(index, 1)}
                      disabled={index === rows.length - 1}
                      aria-label={`Move down, ${label}`}
                    >
                      Move down
                    </Button>
                    <Button size="sm" variant="ghost" className="text-danger-soft-foreground hover:bg-danger-soft hover:text-danger-soft-foreground" onClick={() => remove(index)} aria-label={`Remove, ${label}`}>
                      Remove
                    </Button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <div>
          <Button ref={addRef} variant="outline" onClick={add}>
            Add {itemNoun.toLowerCase()}
          </Button>
        </div>
        {failure ? (
          <div ref={summaryRef} tabIndex={-1} className="focus:outline-none">
            <Alert tone="danger">{failure}</Alert>
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-3 border-t border-border pt-4">
          <Button onClick={submit} loading={save.isPending}>
            Save {heading.toLowerCase()}
          </Button>
          <p role="status" className="text-sm text-success-soft-foreground">
            {savedAt ? `Saved at ${savedAt}. The site shows the change now.` : ""}
          </p>
        </div>
      </section>
    </Card>
  );
}
