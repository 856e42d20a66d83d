import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

/*
 * react-hook-form resolver for a zod schema of a flat form (the project has no @hookform/resolvers).
 * The first issue of each field becomes that field's error; refinements name their field in `path`.
 */
export function zodResolver<T extends FieldValues>(schema: ZodType<T, T>): Resolver<T> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.join(".") || "root";
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
