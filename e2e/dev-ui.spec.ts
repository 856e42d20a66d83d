import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";

/*
 * /dev/ui shows every design-system primitive in its states (development only). These checks run
 * the primitives for real: axe at both widths, no sideways scroll on a phone, the react-hook-form +
 * zod field wiring, and the overlays' keyboard behaviour. With DOCS_SCREENSHOTS=1 it also retakes
 * docs/screenshots/dev-ui-{1280,390}.png.
 */
async function noSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test.describe("design system page", () => {
  for (const width of [1280, 390]) {
    test(`every primitive renders without axe violations or sideways scroll at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto("/dev/ui");
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Design system");
      await expectNoAxeViolations(page);
      await noSidewaysScroll(page);
      if (process.env.DOCS_SCREENSHOTS) await page.screenshot({ path: `docs/screenshots/dev-ui-${width}.png`, fullPage: true });
    });
  }

  test("FormField wires label, hint and error, and zod validates in the browser", async ({ page }) => {
    await page.goto("/dev/ui");
    const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Save profile" }) });
    const name = form.getByLabel("Full name");
    const email = form.getByLabel("Email");
    await expect(email).toHaveAccessibleDescription("We never show it to employers.");
    await form.getByRole("button", { name: "Save profile" }).click();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Enter your name.");
    await expect(email).toHaveAccessibleDescription("We never show it to employers. Enter a valid email address.");
    await expect(form.getByLabel("Password", { exact: true })).toHaveAccessibleDescription("Use at least 10 characters.");

    // What was typed stays; fixing the fields clears the errors and submits.
    await name.fill("Ada Lovelace");
    await email.fill("ada@example.com");
    await form.getByLabel("Password", { exact: true }).fill("a long enough password");
    await form.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByText("Saved.")).toBeVisible();
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveValue("Ada Lovelace");
  });

  test("the password input shows and hides what was typed", async ({ page }) => {
    await page.goto("/dev/ui");
    const input = page.getByLabel("Password", { exact: true }).first();
    await expect(input).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).first().click();
    await expect(input).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).first().click();
    await expect(input).toHaveAttribute("type", "password");
  });

  test("dialog, sheet and menu work by keyboard and give focus back", async ({ page }) => {
    await page.goto("/dev/ui");
    const open = page.getByRole("button", { name: "Open dialog" });
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Save this search?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription("We will email you new jobs that match it once a day.");
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await page.setViewportSize({ width: 390, height: 844 });
    const filters = page.getByRole("button", { name: "Filters" });
    await filters.click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet).toBeVisible();
    await noSidewaysScroll(page);
    await sheet.getByRole("button", { name: "Close" }).click();
    await expect(sheet).toBeHidden();
    await expect(filters).toBeFocused();

    const account = page.getByRole("button", { name: "Account" });
    await account.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Profile" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "Settings" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(account).toBeFocused();
  });

  test("the confirm dialog starts on Cancel (the safe choice)", async ({ page }) => {
    await page.goto("/dev/ui");
    await page.getByRole("button", { name: "Confirm dialog" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this resume?" });
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(dialog).toBeHidden();
  });
});
