"use client";

import { createContext, forwardRef, useContext, useId, type HTMLAttributes, type ReactElement, type ReactNode } from "react";
import { Slot } from "@radix-ui/react-slot";
import { cn } from "@/lib/cn";
import { Label } from "./label";

/*
 * One labelled control: the label, an optional description (hint), the control and its error, with
 * the ids and aria wired once. The control is the single child, e.g.
 *
 *   <Field label="Email" error={errors.email?.message}><Input type="email" {...register("email")} /></Field>
 *
 * The child receives id, aria-describedby (hint then error) and aria-invalid; it keeps every other
 * prop it was given. FormField (form.tsx) is the same for react-hook-form, reading the error itself.
 */
type FieldIds = { controlId: string; hintId: string; errorId: string; hasHint: boolean; hasError: boolean };

const FieldContext = createContext<FieldIds | null>(null);

/** The ids and state of the enclosing Field (for composite controls such as a character counter). */
export function useField(): FieldIds | null {
  return useContext(FieldContext);
}

export type FieldProps = {
  label: ReactNode;
  /** Shown under the label, read after it by screen readers. */
  hint?: ReactNode;
  /** The error message; when set the control is aria-invalid and the message is announced with it. */
  error?: ReactNode;
  /** Visually hide the label (it is still the control's accessible name). */
  hideLabel?: boolean;
  /** Use this id for the control instead of a generated one. */
  id?: string;
  className?: string;
  children: ReactElement;
};

export function Field({ label, hint, error, hideLabel = false, id, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const ids: FieldIds = {
    controlId,
    hintId: `${controlId}-hint`,
    errorId: `${controlId}-error`,
    hasHint: Boolean(hint),
    hasError: Boolean(error),
  };
  return (
    <FieldContext.Provider value={ids}>
      <div className={cn("flex min-w-0 flex-col gap-1.5", className)}>
        <Label htmlFor={controlId} className={hideLabel ? "sr-only" : undefined}>
          {label}
        </Label>
        <FieldControl>{children}</FieldControl>
        {hint ? <FieldHint>{hint}</FieldHint> : null}
        {error ? <FieldError>{error}</FieldError> : null}
      </div>
    </FieldContext.Provider>
  );
}

/** Gives its single child the field's id and aria attributes (Field uses it; use it directly for custom layouts). */
export const FieldControl = forwardRef<HTMLElement, { children: ReactElement }>(function FieldControl({ children, ...rest }, ref) {
  const ids = useContext(FieldContext);
  if (!ids) return children;
  const describedBy = [ids.hasHint ? ids.hintId : null, ids.hasError ? ids.errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <Slot ref={ref} id={ids.controlId} aria-describedby={describedBy} aria-invalid={ids.hasError || undefined} {...rest}>
      {children}
    </Slot>
  );
});

export function FieldHint({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  const ids = useContext(FieldContext);
  return <div id={ids?.hintId} className={cn("text-sm text-muted-foreground", className)} {...rest} />;
}

export function FieldError({ className, ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  const ids = useContext(FieldContext);
  return <p id={ids?.errorId} className={cn("text-sm font-medium text-danger-soft-foreground", className)} {...rest} />;
}
