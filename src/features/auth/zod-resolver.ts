import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/*
 * react-hook-form resolver for a zod schema (the forms here are flat: one level of fields).
 * A few lines instead of @hookform/resolvers, which is not a dependency of this project.
 * The form receives zod's output (trimmed, transformed) in handleSubmit.
 */
export function zodResolver<S extends z.ZodType<FieldValues, FieldValues>>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.map(String).join(".") || "root";
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<z.input<S>> };
  };
}
