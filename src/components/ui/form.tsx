"use client";

import type { ReactElement, ReactNode } from "react";
import { useController, useFormContext, type Control, type ControllerRenderProps, type FieldPath, type FieldValues } from "react-hook-form";
import { Field } from "./field";

export { FormProvider as Form } from "react-hook-form";
export { zodResolver } from "@hookform/resolvers/zod";

/*
 * A react-hook-form field: the Field (label, hint, error, aria) around whatever render returns, with
 * the error read from the form state. Use inside <Form {...form}> (or pass control), with the form
 * made by useForm({ resolver: zodResolver(schema) }) so the same zod schema checks client and server:
 *
 *   <FormField name="email" label="Email" render={(field) => <Input type="email" {...field} />} />
 */
type FormFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>> = {
  name: TName;
  control?: Control<TValues>;
  label: ReactNode;
  hint?: ReactNode;
  hideLabel?: boolean;
  className?: string;
  render: (field: ControllerRenderProps<TValues, TName>) => ReactElement;
};

export function FormField<TValues extends FieldValues, TName extends FieldPath<TValues>>({ name, control, label, hint, hideLabel, className, render }: FormFieldProps<TValues, TName>) {
  const context = useFormContext<TValues>();
  const { field, fieldState } = useController({ name, control: control ?? context?.control });
  return (
    <Field label={label} hint={hint} hideLabel={hideLabel} error={fieldState.error?.message} className={className}>
      {render(field)}
    </Field>
  );
}
