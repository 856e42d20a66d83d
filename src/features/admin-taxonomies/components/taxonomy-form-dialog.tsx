"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { toast } from "react-toastify";
import { ApiError, api } from "@/lib/api/client";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Field } from "@/components/ui/field";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import { NativeCheckbox } from "@/components/ui/native-checkbox";
import type { Option } from "../types";

/*
 * One form in a dialog for every taxonomy record (category type, category, job role, skill): the
 * fields are described by the page (plain data, so a server page can pass them), the server checks
 * everything and its field issues show under their fields; what was typed stays on an error. A
 * "subselect" field takes its options from the value of another field (a subcategory of the chosen
 * category). Success closes the dialog, says so and refreshes the page's server data.
 */
export type FormFieldSpec = {
  name: string;
  label: string;
  kind: "text" | "textarea" | "select" | "subselect" | "number" | "checkbox";
  hint?: string;
  maxLength?: number;
  required?: boolean;
  options?: Option[];
  /** subselect: the field whose value picks the option list, and the lists by that value. */
  dependsOn?: string;
  optionsBy?: Record<string, Option[]>;
  /** The empty choice's label for selects ("None"); without it the select has no empty choice. */
  emptyLabel?: string;
};

type Values = Record<string, string | boolean>;

export function TaxonomyFormDialog({
  triggerLabel,
  triggerAriaLabel,
  triggerVariant = "outline",
  triggerSize = "sm",
  title,
  description,
  fields,
  initial,
  extra,
  method,
  path,
  submitLabel,
  doneMessage,
}: {
  triggerLabel: string;
  triggerAriaLabel?: string;
  triggerVariant?: ButtonVariant;
  triggerSize?: "sm" | "md";
  title: string;
  description?: string;
  fields: FormFieldSpec[];
  initial: Values;
  /** Sent with the form's values (e.g. the type a new category belongs to). */
  extra?: Record<string, string>;
  method: "post" | "patch";
  path: string;
  submitLabel: string;
  doneMessage: string;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(initial);
  const save = useMutation({
    mutationFn: (body: Values) => (method === "post" ? api.post(path, body) : api.patch(path, body)),
    meta: { silent: true },
    onSuccess: () => {
      setOpen(false);
      toast.success(doneMessage);
      router.refresh();
    },
  });
  const issues = save.error instanceof ApiError ? Object.fromEntries(save.error.fieldIssues.map((i) => [i.path, i.message])) : {};
  const set = (name: string, value: string | boolean) => setValues((v) => ({ ...v, [name]: value }));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate({ ...extra, ...values });
  };
  const showGeneral = save.error && !(save.error instanceof ApiError && save.error.fieldIssues.some((i) => fields.some((f) => f.name === i.path)));

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (save.isPending) return;
        setOpen(next);
        if (next) {
          setValues(initial);
          save.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant={triggerVariant} size={triggerSize} aria-label={triggerAriaLabel}>
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent size="md" {...(description ? {} : { "aria-describedby": undefined })}>
        <DialogHeader>
          <DialogTitle className="[overflow-wrap:anywhere]">{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {fields.map((f) => {
            const value = values[f.name];
            const error = issues[f.name];
            if (f.kind === "checkbox") {
              return (
                <label key={f.name} className="flex items-center gap-2 text-sm font-medium">
                  <NativeCheckbox name={f.name} checked={value === true} onChange={(e) => set(f.name, e.target.checked)} />
                  {f.label}
                </label>
              );
            }
            const options = f.kind === "subselect" ? (f.optionsBy?.[String(values[f.dependsOn ?? ""] ?? "")] ?? []) : (f.options ?? []);
            return (
              <Field key={f.name} label={f.label} hint={f.hint} error={error}>
                {f.kind === "textarea" ? (
                  <Textarea name={f.name} value={String(value ?? "")} maxLength={f.maxLength} rows={3} onChange={(e) => set(f.name, e.target.value)} />
                ) : f.kind === "select" || f.kind === "subselect" ? (
                  <NativeSelect
                    name={f.name}
                    value={String(value ?? "")}
                    required={f.required}
                    onChange={(e) => {
                      set(f.name, e.target.value);
                      // A dependent select's choice belongs to the old value: clear it.
                      for (const d of fields) if (d.dependsOn === f.name) set(d.name, "");
                    }}
                  >
                    {f.emptyLabel !== undefined ? <option value="">{f.emptyLabel}</option> : null}
                    {options.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </NativeSelect>
                ) : (
                  <Input
                    name={f.name}
                    type={f.kind === "number" ? "number" : "text"}
                    inputMode={f.kind === "number" ? "numeric" : undefined}
                    value={String(value ?? "")}
                    maxLength={f.maxLength}
                    required={f.required}
                    onChange={(e) => set(f.name, e.target.value)}
                  />
                )}
              </Field>
            );
          })}
          {showGeneral ? <ErrorAlert error={save.error} /> : null}
          <DialogFooter>
            <Button type="button" variant="ghost" disabled={save.isPending} onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
