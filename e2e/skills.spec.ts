import { expect, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";

/*
 * The SkillPicker on /dev/ui (decision 022), against the real GET /api/skills and the vocabulary the
 * setup step loaded: keyboard picking, chips with remove buttons, the react-hook-form value, and axe
 * with the list open and with chips at both widths.
 */
for (const width of [1280, 390]) {
  test(`pick and remove skills with the keyboard, axe clean at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/dev/ui");
    const section = page.locator("section").filter({ has: page.getByRole("heading", { name: "Skill picker (combobox)" }) });
    const input = section.getByRole("combobox", { name: "Skills" });
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(input).toHaveAccessibleDescription("Type to search the skills vocabulary; up to 5.");

    await input.fill("java");
    const listbox = section.getByRole("listbox", { name: "Matching skills" });
    await expect(listbox).toBeVisible();
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await expect(input).toHaveAttribute("aria-controls", (await listbox.getAttribute("id"))!);
    const first = listbox.getByRole("option").first();
    await expect(first).toContainText("Java");
    await expectNoAxeViolations(page);

    await input.press("ArrowDown");
    await expect(input).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await expect(first).toHaveAttribute("aria-selected", "true");
    const pickedName = (await first.locator("span").first().textContent())!;
    expect(["Java", "JavaScript"]).toContain(pickedName);
    await input.press("Enter");

    const chips = section.getByRole("list", { name: "Chosen skills" });
    await expect(chips.getByRole("listitem")).toHaveCount(1);
    await expect(chips).toContainText(pickedName);
    await expect(input).toHaveValue("");
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(section.getByTestId("skills-value")).toHaveText(pickedName === "Java" ? '["java"]' : '["javascript"]');

    // A second skill by alias, then Backspace in the empty input removes it again.
    await input.fill("CNA");
    await expect(listbox.getByRole("option").first()).toContainText("Certified Nursing Assistant");
    await input.press("ArrowDown");
    await input.press("Enter");
    await expect(chips.getByRole("listitem")).toHaveCount(2);
    await expectNoAxeViolations(page);
    await input.press("Backspace");
    await expect(chips.getByRole("listitem")).toHaveCount(1);

    // Escape closes the list without picking.
    await input.fill("python");
    await expect(listbox).toBeVisible();
    await input.press("Escape");
    await expect(listbox).toBeHidden();
    await expect(chips.getByRole("listitem")).toHaveCount(1);

    // The chip's remove button has an accessible name and removes it.
    await section.getByRole("button", { name: `Remove ${pickedName}` }).click();
    await expect(section.getByRole("list", { name: "Chosen skills" })).toHaveCount(0);
    await expect(section.getByTestId("skills-value")).toHaveText("[]");

    // The form's zod schema still speaks through FormField.
    await section.getByRole("button", { name: "Save skills" }).click();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Type to search the skills vocabulary; up to 5. Choose at least one skill.");
  });
}
