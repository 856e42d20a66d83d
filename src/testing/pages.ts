import { isValidElement, type ReactElement, type ReactNode } from "react";

/*
 * Helpers for integration tests that run App Router pages as Next runs them (the request's headers
 * mocked in by the test file itself: vi.mock is hoisted per file and cannot live here).
 */

/** Where a page's redirect() leads (Next throws it with the target in its digest). */
export async function redirectOf(render: () => Promise<unknown>): Promise<string> {
  try {
    await render();
  } catch (err) {
    const digest = (err as { digest?: string }).digest ?? "";
    if (digest.startsWith("NEXT_REDIRECT;")) return digest.split(";")[2]!;
    throw err;
  }
  throw new Error("the page rendered instead of redirecting");
}

/** The props of the first element of `type` in a server-rendered tree (through children only). */
export function propsOf<P>(node: ReactNode, type: unknown): P | undefined {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = propsOf<P>(child, type);
      if (found) return found;
    }
    return undefined;
  }
  if (!isValidElement(node)) return undefined;
  const element = node as ReactElement<{ children?: ReactNode }>;
  if (element.type === type) return element.props as P;
  return propsOf<P>(element.props.children, type);
}

/** Every element of a server-rendered tree, looking into every prop that holds elements (not into components it does not call). */
export function elements(node: ReactNode, out: ReactElement<Record<string, unknown>>[] = []): ReactElement<Record<string, unknown>>[] {
  if (Array.isArray(node)) {
    for (const child of node) elements(child, out);
    return out;
  }
  if (!isValidElement(node)) return out;
  const element = node as ReactElement<Record<string, unknown>>;
  out.push(element);
  for (const value of Object.values(element.props)) if (value && typeof value === "object") elements(value as ReactNode, out);
  return out;
}

/** How an employer page answered a caller: rendered ("ok"), or where it sent them, or its status. */
export type PageOutcome = "ok" | "login" | "403" | "404" | "mfa" | "welcome";

/** Every prop of every element of a rendered tree as JSON text (functions left out), to look for what a page hands down. */
export function textOfTree(tree: unknown): string {
  const seen = new WeakSet<object>();
  return elements(tree as ReactNode)
    .map((e) =>
      JSON.stringify(e.props, (_k, v: unknown) => {
        if (typeof v === "function" || typeof v === "symbol") return undefined;
        if (v && typeof v === "object") {
          if (seen.has(v)) return undefined;
          seen.add(v);
        }
        return v;
      }),
    )
    .join("\n");
}

/** A page component rendered with its params and query: its outcome, and its tree's text when it rendered. */
export async function renderPageOutcome(
  page: unknown,
  params: Record<string, string>,
  searchParams: Record<string, string> = {},
): Promise<{ outcome: PageOutcome; text: string }> {
  try {
    const tree = await (page as (p: unknown) => Promise<unknown>)({ params: Promise.resolve(params), searchParams: Promise.resolve(searchParams) });
    return { outcome: "ok", text: textOfTree(tree) };
  } catch (error) {
    const digest = String((error as { digest?: string }).digest ?? error);
    if (digest.includes("/api/auth/login")) return { outcome: "login", text: "" };
    if (digest.includes("mfa=required")) return { outcome: "mfa", text: "" };
    if (digest.includes("/hiring/welcome")) return { outcome: "welcome", text: "" };
    if (digest.includes(";403")) return { outcome: "403", text: "" };
    if (digest.includes(";404")) return { outcome: "404", text: "" };
    throw error;
  }
}
