import { expect, type Page } from "./test";
import { withE2eDb } from "./db";

/*
 * Employer set-up the browser tests share: a published posting of Northwind Health made through the
 * postings API as the signed-in member (so its live job exists too, as publishing makes it).
 */
export async function publishPostingThroughApi(page: Page, title: string): Promise<{ postingId: string; postingTitle: string; jobPath: string }> {
  const { companyId, categoryId } = await withE2eDb(async (db) => ({
    companyId: (await db.query<{ id: string }>(`select id from companies where name = 'Northwind Health' order by created_at limit 1`)).rows[0]!.id,
    categoryId: (await db.query<{ id: string }>(`select c.id from categories c join category_types t on t.id = c.type_id where t.slug = 'jobs' and c.parent_id is null and c.name = 'Healthcare' limit 1`)).rows[0]!.id,
  }));
  const posting = {
    title,
    descriptionHtml: "<p>Lead the night shift on a 28-bed medical unit.</p>",
    remote: false,
    locations: [{ city: "Columbus", state: "OH", postalCode: "43215" }],
    salaryMin: "$41.00",
    salaryMax: "$49.50",
    salaryPeriod: "hour",
    employmentType: "full-time",
    categoryId,
    subcategoryId: "",
    skills: [],
    questions: [],
    applyMode: "upstep",
    applyUrl: "",
    expiresOn: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    scorecardAttributes: ["Leadership"],
    ownerUserId: "",
  };
  const created = await page.request.post("/api/employer/postings", { headers: { "x-csrf": "1" }, data: { companyId, posting } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const published = await page.request.post(`/api/employer/postings/${id}/status`, { headers: { "x-csrf": "1" }, data: { action: "publish" } });
  expect(published.status(), await published.text()).toBe(200);
  return { postingId: id, postingTitle: title, jobPath: ((await published.json()) as { jobPath: string }).jobPath };
}
