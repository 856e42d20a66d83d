/*
 * The page's Content-Security-Policy allows no eval (decision 014): zod's compiled object parsers
 * need `new Function`, and even its probe for it is reported as a violation. zod keeps its settings
 * on `globalThis.__zod_globalConfig` (read when a schema is created), so the browser turns the
 * compiled parsers off there before any schema module runs, without loading zod itself: the root
 * layout's first client module imports this one (issue 11: zod is not in the public pages' first load).
 * Same effect as zod's `config({ jitless: true })`; src/lib/zod-browser-config.test.ts checks they agree.
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

export function configureZodForBrowser(): void {
  const g = globalThis as ZodGlobal;
  g.__zod_globalConfig = Object.assign(g.__zod_globalConfig ?? {}, { jitless: true });
}

if (typeof window !== "undefined") configureZodForBrowser();
