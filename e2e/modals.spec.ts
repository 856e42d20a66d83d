import { expect, test, type Page } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { appContext, logInThroughUi } from "./support/session";
import { makePng } from "../src/lib/uploads/test-fixtures";

/*
 * Shell modals (issue 3 part 9-11) on the development page that mounts <ShellModals /> until the
 * root layout does: #profile-photo (Upload Avatar), #logout (Log Out Confirmation), the generic
 * confirm modal, the product tour, the dev feature-toggle dialog, the data-layer event.
 */
const PAGE = "/dev/shell-modals";
const png = { name: "me.png", mimeType: "image/png", buffer: Buffer.from(makePng({ exif: true, width: 8, height: 8 })) };
const text = { name: "photo.png", mimeType: "image/png", buffer: Buffer.from("I am a text file wearing a .png name\n") };

async function openProfilePhoto(page: Page) {
  await page.getByRole("link", { name: "Profile Photo" }).click();
  await expect(page).toHaveURL(/#profile-photo$/);
  const dialog = page.getByRole("dialog", { name: "Upload Avatar" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("shell modals", () => {
  test.beforeEach(async ({ page }) => {
    await logInThroughUi(page, "candidate@upstep.local");
  });

  test("Upload Avatar: validation messages, browse a PNG, preview, save, delete; the hash is cleared", async ({ page }) => {
    await page.goto(PAGE);
    let dialog = await openProfilePhoto(page);
    await expectNoAxeViolations(page);
    await expect(dialog.getByRole("button", { name: "Delete Avatar" })).toHaveCount(0);

    await dialog.getByRole("button", { name: "Save Avatar" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("No file selected.Please select a file to continue.");

    const input = dialog.getByLabel("Choose an image file");
    await input.setInputFiles([png, { ...png, name: "second.png" }]);
    await expect(dialog.getByRole("alert")).toHaveText("You may select only one image.");
    await input.setInputFiles([text]);
    await expect(dialog.getByRole("alert")).toHaveText("Invalid Image (.jpeg,.png,.jpg,.svg)");
    await input.setInputFiles([{ name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(10_000_001) }]);
    await expect(dialog.getByRole("alert")).toHaveText("Selected file exceeds 10MB size limit");

    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Browse files" }).click();
    await (await chooser).setFiles([png]);
    const preview = dialog.getByRole("img", { name: "Preview of the selected image" });
    await expect(preview).toBeVisible();
    await expect(dialog.getByTestId("avatar-preview")).toHaveCSS("width", "165px");
    await expect(dialog.getByRole("alert")).toHaveText("");

    await dialog.getByRole("button", { name: "Save Avatar" }).click();
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).hash).toBe("");
    const ctx = await appContext(page);
    expect(ctx.session.profile?.avatar).toMatch(/^\/api\/files\/[0-9a-f-]{36}\.png$/);
    const avatarText = await page.request.get("/api/profiles/avatar?version=2");
    expect(await avatarText.text()).toBe(ctx.session.profile?.avatar);
    const stored = await page.request.get(ctx.session.profile!.avatar!);
    expect(stored.headers()["content-type"]).toBe("image/png");
    expect((await stored.body()).includes("SECRET-CAMERA")).toBe(false);

    dialog = await openProfilePhoto(page);
    await expect(dialog.getByRole("img", { name: "Your current avatar" })).toBeVisible();
    await dialog.getByRole("button", { name: "Delete Avatar" }).click();
    await expect(dialog.getByRole("button", { name: "Delete Avatar" })).toHaveCount(0);
    await expect(dialog.getByRole("img", { name: "Your current avatar" })).toHaveCount(0);
    expect((await page.request.get("/api/profiles/avatar?version=2")).status()).toBe(204);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).hash).toBe("");
  });

  test("Upload Avatar: full-page drop mode while a file is dragged over the page", async ({ page }) => {
    await page.goto(PAGE);
    const dialog = await openProfilePhoto(page);
    const bytes = Array.from(png.buffer);
    const dataTransfer = await page.evaluateHandle((b) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(b)], "dropped.png", { type: "image/png" }));
      return dt;
    }, bytes);
    await page.dispatchEvent("body", "dragenter", { dataTransfer });
    await expect(page.getByTestId("full-page-drop")).toBeVisible();
    await page.dispatchEvent("body", "drop", { dataTransfer });
    await expect(page.getByTestId("full-page-drop")).toHaveCount(0);
    await expect(dialog.getByRole("img", { name: "Preview of the selected image" })).toBeVisible();
    await expect(dialog.getByText("Selected: dropped.png")).toBeVisible();
  });

  test("Upload Avatar: drop zone states on react-dropzone; a drag without a MIME type is not rejected", async ({ page }) => {
    await page.goto(PAGE);
    const dialog = await openProfilePhoto(page);
    const zone = dialog.getByTestId("avatar-drop-zone");
    const bytes = Array.from(png.buffer);
    const transfer = (files: [string, string, number[]][]) =>
      page.evaluateHandle((list) => {
        const dt = new DataTransfer();
        for (const [name, type, b] of list) dt.items.add(new File([new Uint8Array(b)], name, { type }));
        return dt;
      }, files);
    await expect(zone).toHaveAttribute("data-state", "idle");
    const pdf = await transfer([["cv.pdf", "application/pdf", [37]]]);
    await zone.dispatchEvent("dragenter", { dataTransfer: pdf });
    await expect(zone).toHaveAttribute("data-state", "reject");
    await zone.dispatchEvent("dragleave", { dataTransfer: pdf });
    await expect(zone).toHaveAttribute("data-state", "idle");
    const typed = await transfer([["me.png", "image/png", bytes]]);
    await zone.dispatchEvent("dragenter", { dataTransfer: typed });
    await expect(zone).toHaveAttribute("data-state", "accept");
    await zone.dispatchEvent("dragleave", { dataTransfer: typed });
    // Some browsers report a dragged file without a MIME type: not rejected while dragging, judged by name and bytes at drop.
    const typeless = await transfer([["typeless.png", "", bytes]]);
    await zone.dispatchEvent("dragenter", { dataTransfer: typeless });
    await expect(zone).not.toHaveAttribute("data-state", "reject");
    await zone.dispatchEvent("drop", { dataTransfer: typeless });
    await expect(dialog.getByText("Selected: typeless.png")).toBeVisible();
    const md = await transfer([["notes.md", "", [104]]]);
    await zone.dispatchEvent("dragenter", { dataTransfer: md });
    await expect(zone).not.toHaveAttribute("data-state", "reject");
    await zone.dispatchEvent("drop", { dataTransfer: md });
    await expect(dialog.getByRole("alert")).toHaveText("Invalid Image (.jpeg,.png,.jpg,.svg)");
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Browse files" }).click();
    await expect(zone).toHaveAttribute("data-state", "file-dialog-active");
    await (await chooser).setFiles([png]);
    await expect(zone).toHaveAttribute("data-state", "idle");
  });

  test("Log Out Confirmation: Cancel, Log out everywhere, Log out here; Log out here signs out and clears storage", async ({ page }) => {
    await page.goto(PAGE);
    // The page's own trigger; the footer's "Log out" (signed in, once the app context loads) opens the same modal.
    await page.getByRole("link", { name: "Log Out", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Log Out Confirmation" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button")).toHaveText(["Cancel", "Log out everywhere", "Log out here"]);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).hash).toBe("");

    await page.evaluate(() => {
      localStorage.setItem("recent-jobs", "[1]");
      localStorage.setItem("recent-courses", "[2]");
      localStorage.setItem("personality-assessment", "{}");
    });
    await page.goto(`${PAGE}#logout`);
    await expect(dialog).toBeVisible();
    const signOut = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/auth/logout");
    await dialog.getByRole("button", { name: "Log out here" }).click();
    // A POST with the CSRF header (issue 12), not a navigation to the sign-out route.
    expect((await signOut).method()).toBe("POST");
    expect((await signOut).headers()["x-csrf"]).toBe("1");
    await expect(page).toHaveURL(/\/$/);
    expect((await appContext(page)).session.isAuthenticated).toBe(false);
    const left = await page.evaluate(() => ["recent-jobs", "recent-courses", "personality-assessment"].map((k) => localStorage.getItem(k)));
    expect(left).toEqual([null, null, null]);
  });

  test("generic confirm modal, product tour, dev feature toggles and the data-layer event", async ({ page }) => {
    await page.goto(PAGE);
    // The demo candidate was created at first start: within 24 hours, product-tour on, own brand.
    const tour = page.getByRole("dialog", { name: "Welcome to Upstep" });
    await expect(tour).toBeVisible();
    await expectNoAxeViolations(page);
    await tour.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("dialog", { name: "Search jobs" })).toBeVisible();
    await page.getByRole("button", { name: "Skip tour" }).click();
    await expect(page.getByRole("dialog", { name: "Search jobs" })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Welcome to Upstep" })).toHaveCount(0);

    await page.getByRole("button", { name: "Open the confirm modal" }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm this action?" });
    await expect(confirm.getByRole("button")).toHaveText(["Cancel", "Submit"]);
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Submitted.", { exact: true })).toBeVisible();

    await page.keyboard.press("Control+Alt+Shift+KeyX");
    const toggles = page.getByRole("dialog", { name: "Feature toggles (development)" });
    await expect(toggles).toBeVisible();
    await expect(toggles.getByText("Server-side gates (pages, API routes) still follow")).toBeVisible();
    await expectNoAxeViolations(page);
    await toggles.getByLabel("Product tour").selectOption("off");
    expect(await page.evaluate(() => localStorage.getItem("upstep-feature-overrides"))).toBe('{"product-tour":false}');
    await toggles.getByRole("button", { name: "Clear overrides" }).click();
    await toggles.getByRole("button", { name: "Done" }).click();
    await expect(toggles).toBeHidden();

    const events = await page.evaluate(() => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer?.filter((e) => e.event === "session_updated"));
    const ctx = await appContext(page);
    expect(events).toEqual([{ event: "session_updated", is_logged_in: true, subscriber_guid: ctx.session.profile?.subscriberGuid }]);
  });
});
