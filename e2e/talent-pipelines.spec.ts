import { expect, test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { checkAtBothWidths } from "./support/candidate";
import { withE2eDb } from "./support/db";
import { logInThroughUi } from "./support/session";

/*
 * Talent pipelines (issue 17 parts 2 and 5, decision 043) as the demo recruiter of Northwind Health:
 * create a custom pipeline, add people from a talent profile and through the API, move them to
 * another stage with the keyboard and the Move menu (and on the board), tag one, comment, open the pipeline by name
 * at /talent/pipelines?name=&selected=, and the dashboard's talent-pipelines view. Every page is axe
 * clean at 1280 and 390 px without sideways scroll; screenshots talent-pipelines-*.png.
 */
const RECRUITER = "recruiter@upstep.local";

test("a recruiter builds a pipeline, adds people, moves them, tags, comments and finds it by name", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const people = await withE2eDb(async (db) => {
    const { rows } = await db.query<{ user_id: string; first_name: string; last_name: string }>(
      `select p.user_id, p.first_name, p.last_name from candidate_profiles p join users u on u.id = p.user_id
       where p.discoverable and u.email like '%@talent.demo.upstep.local' and p.headline ilike '%nurse%' order by u.email desc limit 2`,
    );
    return rows.map((r) => ({ id: r.user_id, name: `${r.first_name} ${r.last_name}` }));
  });
  expect(people).toHaveLength(2);
  const [first, second] = people as [{ id: string; name: string }, { id: string; name: string }];
  await logInThroughUi(page, RECRUITER);

  // The list: the demo pipeline with its people per stage.
  await page.goto("/hiring/pipelines");
  await expect(page.getByRole("heading", { level: 1, name: "Talent pipelines" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Night shift nurses" })).toBeVisible();
  await checkAtBothWidths(page, "talent-pipelines-list");

  // A custom pipeline: name, description, a stage renamed and one added.
  const name = `ICU float pool ${Date.now().toString(36)}`;
  await page.getByRole("link", { name: "Custom pipeline" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create a custom pipeline" })).toBeVisible();
  await page.getByRole("button", { name: "Create pipeline" }).click();
  await expect(page.getByText("Type a name for the pipeline")).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Description (optional)").fill("Critical care nurses who float between units.");
  await page.getByRole("button", { name: "Add a stage" }).click();
  await page.getByLabel("Stage 7").fill("Reference check");
  await checkAtBothWidths(page, "talent-pipelines-custom");
  await page.getByRole("button", { name: "Create pipeline" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const pipelineId = page.url().split("/hiring/pipelines/")[1]!.split("?")[0]!;
  await expect(page.getByRole("heading", { name: "Nobody in this pipeline yet" })).toBeVisible();

  // Add the first person from their talent profile, the second through the API.
  await page.goto(`/talent/${first.id}`);
  await page.getByRole("button", { name: "Add to pipeline" }).click();
  const dialog = page.getByRole("dialog", { name: "Add to talent pipeline" });
  await dialog.getByLabel("Pipeline").selectOption(pipelineId);
  await expect(dialog.getByLabel("Stage")).toHaveValue(/.+/);
  await dialog.getByRole("button", { name: "Add", exact: true }).click();
  await expect(dialog.getByText(`1 person added to ${name}.`)).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByTestId("profile-pipelines-panel")).toContainText(name);
  const added = await page.request.post(`/api/employer/pipelines/${pipelineId}/members`, { headers: { "x-csrf": "1" }, data: { candidateUserIds: [second.id], source: "search" } });
  expect(added.status()).toBe(201);

  // Both in Sourced; select both with the keyboard and move them with the Move menu.
  await page.goto(`/hiring/pipelines/${pipelineId}`);
  const sourced = page.getByRole("heading", { level: 2, name: "Sourced (2)" });
  await expect(sourced).toBeVisible();
  await page.getByRole("checkbox", { name: "Select everyone in Sourced" }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByText("2 people selected")).toBeVisible();
  const move = page.getByRole("button", { name: "Move to stage" });
  await move.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("menuitem", { name: "Contacted" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 2, name: "Contacted (2)" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Sourced (0)" })).toBeVisible();

  // Tag the first person, open them and comment.
  await page.getByRole("checkbox", { name: `Select ${first.name}` }).check();
  await page.getByLabel("Tag", { exact: true }).fill("Nights OK");
  await page.getByRole("button", { name: "Add tag" }).first().click();
  await expect(page.getByRole("link", { name: "Nights OK" })).toBeVisible();
  await page.getByRole("link", { name: first.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`selected=${first.id}`));
  const panel = page.getByTestId("person-panel");
  await expect(panel.getByRole("heading", { level: 2, name: first.name })).toBeVisible();
  await panel.getByLabel("New comment").fill("Prefers three 12-hour nights; call back in March.");
  await panel.getByRole("button", { name: "Add comment" }).click();
  await expect(panel.getByTestId("talent-comment")).toContainText("Prefers three 12-hour nights");
  await expect(panel).toContainText("Moved from Sourced to Contacted");
  await expect(panel).toContainText("Tags: +Nights OK");
  await checkAtBothWidths(page, "talent-pipelines-pipeline");

  // Edit pipeline: rename the added stage (the dialog is axe clean too).
  await page.getByRole("button", { name: "Edit pipeline" }).click();
  const edit = page.getByRole("dialog", { name: "Edit pipeline" });
  await edit.getByLabel("Name of stage 7").fill("References");
  await edit.getByRole("button", { name: "Rename Reference check" }).click();
  await expect(edit.getByLabel("Name of stage 7")).toHaveValue("References");
  await expectNoAxeViolations(page);
  await edit.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "References (0)" })).toBeVisible();

  // The board: drag the second person's card to the next stage with the keyboard.
  await page.goto(`/hiring/pipelines/${pipelineId}?view=board`);
  await page.getByRole("button", { name: `Drag ${second.name} to another stage` }).focus();
  const dnd = page.locator("[id^=DndLiveRegion]");
  await page.keyboard.press("Space");
  await expect(dnd).toContainText(new RegExp(`Picked up ${second.name} in Contacted|${second.name} is over Contacted`));
  await page.keyboard.press("ArrowRight");
  await expect(dnd).toContainText(`${second.name} is over Interested`);
  await page.keyboard.press("Space");
  await expect(page.getByText(`${second.name} moved to Interested.`)).toBeAttached();
  await expect(page.locator('[data-testid=board-column][data-stage="Interested"]')).toContainText(second.name);
  await checkAtBothWidths(page, "talent-pipelines-board");

  // /talent/pipelines opens it by name in any case, with the person selected.
  await page.goto(`/talent/pipelines?name=${encodeURIComponent(name.toUpperCase())}&selected=${first.id}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByTestId("person-panel")).toContainText("Prefers three 12-hour nights");
  await expect(page.getByTestId("person-panel").getByRole("link", { name: "Open profile" })).toHaveAttribute("href", `/talent/${first.id}?from=pipeline`);
  await checkAtBothWidths(page, "talent-pipelines-talent");
  await page.goto("/talent/pipelines?name=No%20such%20list");
  await expect(page.getByText("Your company has no pipeline named “No such list”. Here are the pipelines it has.")).toBeVisible();

  // The dashboard's view: pipelines with counts, the people just added, the activity.
  await page.goto("/hiring/dashboard?view=talent-pipelines");
  await expect(page.getByRole("heading", { level: 2, name: "Your pipelines" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Recently added" })).toContainText(second.name);
  await expect(page.getByRole("region", { name: "Recent activity" })).toContainText("Commented");
  await checkAtBothWidths(page, "talent-pipelines-dashboard");
});
