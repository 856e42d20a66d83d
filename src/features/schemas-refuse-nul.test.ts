import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { NUL_MESSAGE } from "@/lib/text-schema";

/*
 * Issue 12 finding 11: every string schema the features export refuses the NUL character (PostgreSQL
 * text cannot hold it, so it used to reach a query and answer 500). Every features' schemas module is
 * found by glob, every exported zod schema is walked, and each string inside it is tried with "\0".
 */
const modules = import.meta.glob<Record<string, unknown>>(["./*/schemas.ts", "./*/search-schemas.ts"], { eager: true });

type Def = { type: string; format?: string; [key: string]: unknown };
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;
const isSchema = (v: unknown): v is z.ZodType => typeof v === "object" && v !== null && "_zod" in v && "safeParse" in v;

/** Every string schema inside `schema`, with a path for the test name. */
function strings(schema: z.ZodType, path: string, seen = new Set<unknown>()): { path: string; schema: z.ZodType }[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const inner = (value: unknown, at: string) => (isSchema(value) ? strings(value, at, seen) : []);
  switch (def.type) {
    case "string":
      return [{ path, schema }];
    case "object":
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([k, v]) => inner(v, `${path}.${k}`));
    case "pipe":
      return [...inner(def.in, path), ...inner(def.out, path)];
    case "array":
      return inner(def.element, `${path}[]`);
    case "union":
      return (def.options as z.ZodType[]).flatMap((o, i) => inner(o, `${path}|${i}`));
    case "intersection":
      return [...inner(def.left, path), ...inner(def.right, path)];
    case "record":
      return [...inner(def.keyType, `${path}{key}`), ...inner(def.valueType, `${path}{}`)];
    default:
      // optional, nullable, default, catch, readonly, prefault, nonoptional...
      return inner(def.innerType, path);
  }
}

const cases = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isSchema(value))
    .flatMap(([name, value]) => strings(value as z.ZodType, `${file.replace(/^\.\//, "")} ${name}`)),
);

describe("every string schema of the features refuses NUL", () => {
  it("finds the schemas (the glob and the walk work)", () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(6);
    expect(cases.length).toBeGreaterThan(30);
  });

  it.each(cases.map((c) => [c.path, c.schema] as const))("%s", (_path, schema) => {
    const result = schema.safeParse("\u0000");
    expect(result.success).toBe(false);
    // Refused because of the NUL (text()), or by a format such as email or uuid that cannot match it.
    const messages = result.error!.issues.map((i) => i.message);
    if (!defOf(schema).format) expect(messages).toContain(NUL_MESSAGE);
  });
});
