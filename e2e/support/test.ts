import { test as base, expect, type Locator, type Page, type Response } from "@playwright/test";

/*
 * Playwright's test and expect for every browser test, with one addition (decision 059): a page's
 * app starts after its first paint (src/server/paint-first.ts), so neither the `load` event that
 * goto() waits for nor a page shown after a link or a form does mean that React has hydrated it.
 * Here goto() and reload() to an HTML page, and every action on a page (click, fill, press, check,
 * select, hover...), first wait until the page's app has started: React has hydrated and the
 * shell's deferred part has set its test hooks (`window.__upstepTest`, outside production). Pages
 * without the paint-first loader (JavaScript off, responses from outside Next) pass at once; a page
 * whose app never starts fails the test after 20 s. Installed on Playwright's Page and Locator
 * classes once per worker, so pages of contexts a test opens itself get it too.
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

/** Actions that a page's scripts answer: each waits for the app first. */
const ACTIONS = ["click", "dblclick", "tap", "fill", "clear", "press", "pressSequentially", "type", "check", "uncheck", "setChecked", "selectOption", "selectText", "setInputFiles", "hover", "focus", "dragTo"] as const;

function waitFirst(proto: Record<string | symbol, unknown>, names: readonly string[], pageOf: (self: never) => Page): void {
  for (const name of names) {
    const original = proto[name] as ((...args: unknown[]) => Promise<unknown>) | undefined;
    if (typeof original !== "function") continue;
    proto[name] = async function (this: never, ...args: unknown[]) {
      await waitForApp(pageOf(this));
      return original.apply(this, args);
    };
  }
}

function patch(page: Page, locator: Locator): void {
  const proto = Object.getPrototypeOf(page) as Record<string | symbol, unknown>;
  if (proto[PATCHED]) return;
  proto[PATCHED] = true;
  waitFirst(Object.getPrototypeOf(locator) as Record<string | symbol, unknown>, ACTIONS, (self: Locator) => self.page());
  waitFirst(proto, ACTIONS, (self: Page) => self);
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
      const page = await context.newPage();
      patch(page, page.locator("body"));
      await context.close();
      await use();
    },
    { scope: "worker", auto: true },
  ],
});
