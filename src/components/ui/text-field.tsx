"use client";

import { forwardRef, type InputHTMLAttributes, type ReactNode } from "react";
import { Field } from "./field";
import { Input } from "./input";
import { PasswordInput } from "./password-input";

/*
 * Shorthands for the commonest field: a Field around an Input (or a PasswordInput), for forms that
 * use react-hook-form's register(). They add no wiring of their own: Field does it.
 */
type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: ReactNode };

export const TextField = forwardRef<HTMLInputElement, Props>(function TextField({ label, error, hint, id, className, ...rest }, ref) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      <Input ref={ref} {...rest} />
    </Field>
  );
});

export const PasswordField = forwardRef<HTMLInputElement, Omit<Props, "type">>(function PasswordField({ label, error, hint, id, className, ...rest }, ref) {
  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      <PasswordInput ref={ref} toggleLabel={label.toLowerCase()} {...rest} />
    </Field>
  );
});
