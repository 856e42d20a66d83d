import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { companies } from "@/db/schema";
import { PATCH as profilePatch } from "@/app/api/employer/company/[companyId]/route";
import { PUT as logoPut, DELETE as logoDelete } from "@/app/api/employer/company/[companyId]/logo/route";
import { GET as logoGet } from "@/app/api/companies/[companyId]/logo/route";
import { PATCH as mePatch } from "@/app/api/employer/me/route";
import { getCompanyBySlug } from "@/features/companies/server/queries";
import { includesBytes, SVG_WITH_SCRIPT } from "@/lib/uploads/test-fixtures";
import { makePhoto, PHOTO_SECRETS } from "@/lib/uploads/test-photos";
import { callRoute } from "@/testing/http";
import { b64, withTemporaryUploadDir } from "@/testing/uploads";
import { getYourDetailsView } from "./server/queries";
import { addMemberRow, call, makeCompany, signedIn } from "./employer-accounts.testing";

/*
 * The company profile and logo through the real routes (decision 038): owners edit, others are refused;
 * what is typed is checked with the spec's messages; the logo goes the upload module's way (content
 * type, 10MB, sharp re-encode without metadata, fit in 400 px) and is served publicly with a long
 * cache under a versioned URL; /companies/{slug} reads it all. Your details: name and job title.
 */
const storedFiles = withTemporaryUploadDir();
const db = () => getDb();

async function team() {
  const owner = await signedIn({ name: "Opal Owner" });
  const recruiter = await signedIn({ name: "Rex Recruiter" });
  const company = await makeCompany({ name: `Summit Dental ${Date.now()}`, claimed: true });
  await addMemberRow(company.id, owner.id, "owner", "Founder");
  await addMemberRow(company.id, recruiter.id, "recruiter");
  return { owner, recruiter, company };
}

const profile = { description: "We run 12 dental offices.\n\nWe train every hire.", website: "https://summit-dental.example", size: "51-200", headquarters: "Denver, CO", locations: ["Denver, CO", "Boulder, CO"] };

describe("company profile", () => {
  it("owners edit it and /companies/{slug} shows it; the job pages' version moves", async () => {
    const { owner, company } = await team();
    const [before] = await db().select({ updatedAt: companies.updatedAt }).from(companies).where(eq(companies.id, company.id));
    const res = await call(profilePatch, { method: "PATCH", path: "/x", params: { companyId: company.id }, body: profile, cookie: owner.cookie });
    expect(res.status).toBe(200);
    const shown = await getCompanyBySlug(db(), company.slug);
    expect(shown).toMatchObject({ description: profile.description, website: profile.website, size: "51-200", headquarters: "Denver, CO", locations: ["Denver, CO", "Boulder, CO"] });
    const [after] = await db().select({ updatedAt: companies.updatedAt }).from(companies).where(eq(companies.id, company.id));
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
    // Emptied fields are cleared.
    await call(profilePatch, { method: "PATCH", path: "/x", params: { companyId: company.id }, body: { description: "", website: "", size: "", headquarters: "", locations: [] }, cookie: owner.cookie });
    expect(await getCompanyBySlug(db(), company.slug)).toMatchObject({ description: null, website: null, size: null, headquarters: null, locations: [] });
  });

  it("refuses other roles (403), other companies (404) and bad input with the spec's messages", async () => {
    const { owner, recruiter, company } = await team();
    expect((await call(profilePatch, { method: "PATCH", path: "/x", params: { companyId: company.id }, body: profile, cookie: recruiter.cookie })).status).toBe(403);
    const elsewhere = await makeCompany({ claimed: true });
    expect((await call(profilePatch, { method: "PATCH", path: "/x", params: { companyId: elsewhere.id }, body: profile, cookie: owner.cookie })).status).toBe(404);
    const bad = await call(profilePatch, {
      method: "PATCH",
      path: "/x",
      params: { companyId: company.id },
      body: { description: "x".repeat(5001), website: "http://insecure.example", size: "huge", headquarters: "y".repeat(121), locations: Array.from({ length: 21 }, (_, i) => `Town ${i}, TX`) },
      cookie: owner.cookie,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error!.issues).toEqual(
      expect.arrayContaining([
        { path: "description", message: "Description must be less than 5000 characters." },
        { path: "website", message: "Type a valid Website" },
        { path: "size", message: "Choose a company size" },
        { path: "headquarters", message: "Headquarters must be less than 120 characters." },
        { path: "locations", message: "Add at most 20 locations." },
      ]),
    );
    const dup = await call(profilePatch, { method: "PATCH", path: "/x", params: { companyId: company.id }, body: { ...profile, locations: ["Austin, TX", "austin, tx"] }, cookie: owner.cookie });
    expect(dup.body.error!.issues).toEqual([{ path: "locations", message: "Each location only once." }]);
  });
});

describe("company logo", () => {
  it("stores a re-encoded copy without metadata that fits 400 px, serves it publicly under a versioned URL cached for a year", async () => {
    const { owner, company } = await team();
    const photo = await makePhoto({ format: "jpeg", width: 1600, height: 800 });
    const res = await call(logoPut, { method: "PUT", path: "/x", params: { companyId: company.id }, body: { fileName: "logo.jpg", mimeType: "image/jpeg", base64EncodedData: b64(photo) }, cookie: owner.cookie });
    expect(res.status).toBe(200);
    const logoUrl = res.body.logoUrl as string;
    expect(logoUrl).toMatch(new RegExp(`^/api/companies/${company.id}/logo\\?v=[0-9a-f]{8}$`));
    expect((await getCompanyBySlug(db(), company.slug))!.logoUrl).toBe(logoUrl);

    const served = await callRoute(logoGet, { path: logoUrl, params: { companyId: company.id } });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "jpeg", width: 400, height: 200 });
    for (const secret of PHOTO_SECRETS) expect(includesBytes(bytes, secret), secret).toBe(false);

    // A new logo: a new version, the old file gone, the old URL sent on to the new one.
    const firstFiles = storedFiles();
    const svg = await call(logoPut, { method: "PUT", path: "/x", params: { companyId: company.id }, body: { fileName: "logo.svg", base64EncodedData: b64(new TextEncoder().encode(SVG_WITH_SCRIPT)) }, cookie: owner.cookie });
    expect(svg.status).toBe(200);
    expect(svg.body.logoUrl).not.toBe(logoUrl);
    expect(storedFiles().filter((f) => firstFiles.includes(f))).toEqual([]);
    const old = await callRoute(logoGet, { path: logoUrl, params: { companyId: company.id } });
    expect([old.status, old.headers.get("location"), old.headers.get("cache-control")]).toEqual([307, svg.body.logoUrl, "no-store"]);
    const svgServed = await callRoute(logoGet, { path: svg.body.logoUrl as string, params: { companyId: company.id } });
    expect(svgServed.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(await svgServed.text()).not.toMatch(/<script/i);

    expect((await call(logoDelete, { method: "DELETE", path: "/x", params: { companyId: company.id }, cookie: owner.cookie })).status).toBe(204);
    expect((await getCompanyBySlug(db(), company.slug))!.logoUrl).toBeNull();
    expect(storedFiles()).toEqual([]);
    expect((await callRoute(logoGet, { path: logoUrl, params: { companyId: company.id } })).status).toBe(404);
  });

  it("refuses what is not a PNG, JPEG or SVG by its content, too large a file, and other roles, with the spec's messages", async () => {
    const { owner, recruiter, company } = await team();
    const put = (body: unknown, cookie = owner.cookie) => call(logoPut, { method: "PUT", path: "/x", params: { companyId: company.id }, body, cookie });
    const renamed = await put({ fileName: "logo.png", mimeType: "image/png", base64EncodedData: b64(new TextEncoder().encode("just text, named .png")) });
    expect([renamed.status, renamed.body.error!.message]).toEqual([400, "Invalid Image (.jpeg,.png,.jpg,.svg)"]);
    const big = await put({ fileName: "big.png", base64EncodedData: "A".repeat(Math.ceil((10 * 1048576 + 10) / 3) * 4) });
    expect([big.status, big.body.error!.message]).toEqual([413, "Selected file exceeds 10MB size limit"]);
    const png = await makePhoto({ format: "png", width: 64, height: 64 });
    expect((await put({ fileName: "ok.png", base64EncodedData: b64(png) }, recruiter.cookie)).status).toBe(403);
    expect(storedFiles()).toEqual([]);
  });
});

describe("your details", () => {
  it("changes your name and your job title at a company you belong to, nowhere else", async () => {
    const { owner, company } = await team();
    const res = await call(mePatch, { method: "PATCH", path: "/x", body: { companyId: company.id, name: "Opal Owens", jobTitle: "Chief Dentist" }, cookie: owner.cookie });
    expect(res.status).toBe(200);
    const person = { id: owner.id, roles: ["Hiring Manager"], twoFactorEnabled: false, name: "Opal Owens", email: owner.email, emailVerified: true };
    expect(await getYourDetailsView(db(), person, company.id)).toMatchObject({ name: "Opal Owens", jobTitle: "Chief Dentist", company: { id: company.id, role: "owner" }, lastOwner: true });
    const elsewhere = await makeCompany({ claimed: true });
    expect((await call(mePatch, { method: "PATCH", path: "/x", body: { companyId: elsewhere.id, name: "Opal Owens", jobTitle: "x" }, cookie: owner.cookie })).status).toBe(404);
    const bad = await call(mePatch, { method: "PATCH", path: "/x", body: { companyId: company.id, name: " ", jobTitle: "z".repeat(101) }, cookie: owner.cookie });
    expect(bad.body.error!.issues).toEqual([
      { path: "name", message: "Enter your name." },
      { path: "jobTitle", message: "Job title must be less than 100 characters." },
    ]);
  });
});
