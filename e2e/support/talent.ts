import { expect, type Browser } from "./test";
import { CANDIDATE_PASSWORD, signUpCandidate } from "./candidate";
import { withE2eDb } from "./db";
import { logInThroughUi } from "./session";

/*
 * Talent set-up the browser tests share (issue 17): a new candidate with a profile who turns
 * discoverable through the real visibility route, as a person would on /my-profile, and the
 * saved-search notifications a member has been sent about someone.
 */
export type NewTalent = { email: string; firstName: string; lastName: string; headline: string; summary: string; postalCode: string; city: string; state: string };

export async function becomeDiscoverable(browser: Browser, person: NewTalent): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpCandidate(page, person.email, `${person.firstName} ${person.lastName}`);
  await withE2eDb((db) =>
    db.query(
      `insert into candidate_profiles (user_id, first_name, last_name, headline, summary, postal_code, city, state, discoverable)
       select id, $2, $3, $4, $5, $6, $7, $8, false from users where email = $1`,
      [person.email, person.firstName, person.lastName, person.headline, person.summary, person.postalCode, person.city, person.state],
    ),
  );
  await logInThroughUi(page, person.email, CANDIDATE_PASSWORD);
  const visible = await page.request.put("/api/candidates/profile/visibility", { headers: { "x-csrf": "1", "x-auth-version": "2" }, data: { discoverable: true } });
  expect(visible.status(), await visible.text()).toBe(200);
  await context.close();
}

/** How many saved-search match notifications the member was sent whose title starts with `titleStart`. */
export async function talentMatchNotifications(memberEmail: string, titleStart: string): Promise<number> {
  return withE2eDb(async (db) => {
    const { rows } = await db.query<{ n: string }>(
      `select count(*) as n from notifications n join users u on u.id = n.user_id where u.email = $1 and n.type = 'talent-match' and starts_with(n.title, $2)`,
      [memberEmail, titleStart],
    );
    return Number(rows[0]!.n);
  });
}
