import { forwardRef, type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { cn } from "@/lib/cn";

/*
 * Text controls. They carry no label of their own: wrap them in <Field> (field.tsx) or <FormField>
 * (form.tsx), which give them an id, aria-describedby and aria-invalid. aria-invalid also turns the
 * border red, so the state never depends on a prop the caller forgot.
 */
export const controlClasses =
  "w-full rounded-md border border-input bg-card text-base text-foreground shadow-sm transition-colors placeholder:text-muted-foreground/80 focus:border-ring focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground aria-invalid:border-danger aria-invalid:focus:ring-danger-soft";

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input({ className, type = "text", ...rest }, ref) {
  return <input ref={ref} type={type} className={cn(controlClasses, "h-control min-w-0 px-3", className)} {...rest} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea({ className, ...rest }, ref) {
  return <textarea ref={ref} className={cn(controlClasses, "min-h-24 px-3 py-2", className)} {...rest} />;
});

/**
 * The browser's own select, styled: the right control for short option lists on phones (the
 * platform picker) and in server-rendered GET forms. Select (select.tsx) is the Radix listbox.
 */
export const NativeSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function NativeSelect({ className, children, ...rest }, ref) {
  return (
    <select ref={ref} className={cn(controlClasses, "h-control px-3 pr-8", className)} {...rest}>
      {children}
    </select>
  );
});
