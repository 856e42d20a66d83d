import { test as base, expect, type Page, type Response } from "@playwright/test";

/*
 * Playwright's test and expect for every browser test, with one addition (decision 059): a page's
 * app starts after its first paint (src/server/paint-first.ts), so the `load` event that goto() and
 * reload() wait for no longer means Next's scripts have run. After such a navigation to an HTML page
 * (waiting for `load`, the default), these wait until the app has started too: React has hydrated
 * and the shell's deferred part has set its test hooks (`window.__upstepTest`, outside production),
 * as `load` used to imply. Pages without the paint-first loader (JavaScript off, error responses
 * from outside Next) pass at once. Installed on Playwright's Page class once per worker, so pages of
 * contexts a test opens itself get it too.
 */
export * from "@playwright/test";

type Navigate = (this: Page, ...args: unknown[]) => Promise<Response | null>;
const PATCHED = Symbol.for("upstep.waitsForApp");

/** Whether the page's app has started (or the page has no app to wait for). */
function appStarted(): boolean {
  const w = window as unknown as { __upstepBoot?: unknown; __upstepTest?: unknown };
  return !("__upstepBoot" in w) || "__upstepTest" in w;
}

export async function waitForApp(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(appStarted).catch(() => true), { message: "the page's app started (hydrated)", timeout: 20_000 }).toBe(true);
}

function patch(page: Page): void {
  const proto = Object.getPrototypeOf(page) as Record<string | symbol, unknown>;
  if (proto[PATCHED]) return;
  proto[PATCHED] = true;
  for (const [name, optionsAt] of [["goto", 1], ["reload", 0]] as const) {
    const original = proto[name] as Navigate;
    proto[name] = async function (this: Page, ...args: unknown[]) {
      const response = await original.apply(this, args);
      const waitUntil = (args[optionsAt] as { waitUntil?: string } | undefined)?.waitUntil ?? "load";
      const html = (response?.headers()["content-type"] ?? "").startsWith("text/html");
      if (html && (waitUntil === "load" || waitUntil === "networkidle")) await waitForApp(this);
      return response;
    };
  }
}

export const test = base.extend<object, { waitForAppOnNavigation: void }>({
  waitForAppOnNavigation: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      patch(await context.newPage());
      await context.close();
      await use();
    },
    { scope: "worker", auto: true },
  ],
});
