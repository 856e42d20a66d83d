import Link from "next/link";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Alert } from "./alert";
import { Button } from "./button";
import { Field } from "./field";
import { NativeSelect } from "./input";

/*
 * The parts of a list's filter form: a script-free GET form (role="search") whose fields are Fields
 * (label, hint and aria wired once), a native select for each choice, the submit button with a way
 * back to the unfiltered list, and the list of what the query string held that was not understood.
 */
export type FilterOption = { value: string; label: string };

/** A labelled native select of a filter form; its options in the order given (an "all" choice first). */
export function SelectField({
  id,
  name,
  label,
  value,
  options,
  hint,
  invalid,
  className,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  options: readonly FilterOption[];
  hint?: ReactNode;
  invalid?: boolean;
  className?: string;
}) {
  return (
    <Field id={id} label={label} hint={hint} className={className}>
      <NativeSelect name={name} defaultValue={value ?? ""} aria-invalid={invalid || undefined}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

/** The form's submit button, and (when resetHref is given) a link to the list without filters. */
export function FilterActions({ submitLabel = "Show", resetHref, resetLabel = "Clear", className }: { submitLabel?: string; resetHref?: string | null; resetLabel?: string; className?: string }) {
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      <Button type="submit">{submitLabel}</Button>
      {resetHref ? (
        <Button asChild variant="ghost">
          <Link href={resetHref}>{resetLabel}</Link>
        </Button>
      ) : null}
    </div>
  );
}

/** What the query string held that was not understood, each under its field's label, and what is shown meanwhile. */
export function FilterIssues({ title, issues, labels, fallback }: { title: string; issues: readonly { field: string; message: string }[]; labels: Record<string, string>; fallback: ReactNode }) {
  if (!issues.length) return null;
  return (
    <Alert tone="danger" title={title}>
      <ul className="list-disc pl-5">
        {issues.map((i) => (
          <li key={`${i.field}:${i.message}`}>
            {labels[i.field] ? `${labels[i.field]}: ` : ""}
            {i.message}
          </li>
        ))}
      </ul>
      <p className="mt-1">{fallback}</p>
    </Alert>
  );
}
