import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { auditEvents, featureFlags } from "@/db/schema";
import { GET as contextGet } from "@/app/api/context/route";
import { GET as listGet } from "@/app/api/admin/features/route";
import { GET as oneGet, PATCH as onePatch } from "@/app/api/admin/features/[id]/route";
import { callRoute } from "@/testing/http";
import { signedInAdmin, signedInUser } from "../admin-session.testing";
import { FEATURE_FLAG_UPDATE_ACTION } from "./update-feature-flag";
import { ADMIN_MESSAGES } from "../messages";
import type { FeatureFlagDto, FeatureFlagListDto } from "../types";

const UNKNOWN_ID = "7a0c8d4e-2f51-4b8e-9a39-0d6f0e3b2c11";

async function flagId(key: string): Promise<string> {
  const [row] = await getDb().select({ id: featureFlags.id }).from(featureFlags).where(eq(featureFlags.key, key));
  return row!.id;
}

function patch(id: string, cookie: string | undefined, init: { body?: unknown; rawBody?: string }) {
  return callRoute(onePatch, { method: "PATCH", path: `/api/admin/features/${id}`, params: { id }, cookie, ...init });
}

async function enabledFeatures(): Promise<string[]> {
  const res = await callRoute(contextGet, { path: "/api/context" });
  return (await res.json()).enabledFeatures;
}

describe("admin feature flags API", () => {
  it("keeps an admin session valid after two-factor is switched on in the database", async () => {
    const admin = await signedInAdmin();
    const res = await callRoute(listGet, { path: "/api/admin/features", cookie: admin.cookie });
    expect(res.status).toBe(200);
    const body: FeatureFlagListDto = await res.json();
    expect(body.items).toHaveLength(25);
    expect(body.items.map((f) => f.key)).toEqual([...body.items.map((f) => f.key)].sort());
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      key: expect.any(String),
      title: expect.any(String),
      description: expect.any(String),
      apiVersion: expect.any(String),
      enabled: expect.any(Boolean),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("lets an admin turn a flag off and on; /api/context follows and each change is audited", async () => {
    const admin = await signedInAdmin();
    const id = await flagId("companies-search");
    expect(await enabledFeatures()).toContain("companies-search");

    const off = await patch(id, admin.cookie, { body: { enabled: false } });
    expect(off.status).toBe(200);
    const offBody: FeatureFlagDto = await off.json();
    expect(offBody).toMatchObject({ id, key: "companies-search", enabled: false });
    expect(await enabledFeatures()).not.toContain("companies-search");

    const on = await patch(id, admin.cookie, { body: { enabled: true } });
    expect(on.status).toBe(200);
    expect(await enabledFeatures()).toContain("companies-search");

    const audit = await getDb()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, FEATURE_FLAG_UPDATE_ACTION), eq(auditEvents.targetId, id)))
      .orderBy(auditEvents.createdAt);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      actorUserId: admin.id,
      targetType: "feature-flag",
      correlationId: off.headers.get("x-correlation-id"),
      data: { key: "companies-search", old: { enabled: true }, new: { enabled: false } },
    });
    expect(audit[1]!.data).toEqual({ key: "companies-search", old: { enabled: false }, new: { enabled: true } });
    const [row] = await getDb().select({ by: featureFlags.updatedByUserId }).from(featureFlags).where(eq(featureFlags.id, id));
    expect(row!.by).toBe(admin.id);
  });

  it("edits the description (trimmed) and reads one flag back", async () => {
    const admin = await signedInAdmin();
    const id = await flagId("rss-feed");
    const res = await patch(id, admin.cookie, { body: { description: "  Recent jobs as RSS.  " } });
    expect(res.status).toBe(200);
    expect((await res.json()).description).toBe("Recent jobs as RSS.");
    const one = await callRoute(oneGet, { path: `/api/admin/features/${id}`, params: { id }, cookie: admin.cookie });
    expect(one.status).toBe(200);
    expect(await one.json()).toMatchObject({ id, key: "rss-feed", description: "Recent jobs as RSS.", apiVersion: "4.12" });
  });

  it("answers 401 signed out, 403 for a candidate, 403 with the MFA redirect for an admin without two-factor", async () => {
    const id = await flagId("rss-feed");
    const anon = await patch(id, undefined, { body: { enabled: false } });
    expect(anon.status).toBe(401);
    expect((await callRoute(listGet, { path: "/api/admin/features" })).status).toBe(401);

    const candidate = await signedInUser();
    const asCandidate = await patch(id, candidate.cookie, { body: { enabled: false } });
    expect(asCandidate.status).toBe(403);
    expect(asCandidate.headers.get("x-auth-redirect")).toBeNull();
    expect((await callRoute(listGet, { path: "/api/admin/features", cookie: candidate.cookie })).status).toBe(403);

    const noMfa = await signedInUser({ roles: ["Administrator"] });
    const asNoMfa = await patch(id, noMfa.cookie, { body: { enabled: false } });
    expect(asNoMfa.status).toBe(403);
    expect(asNoMfa.headers.get("x-auth-redirect")).toBe("/account/security?mfa=required");
    const listNoMfa = await callRoute(listGet, { path: "/api/admin/features", cookie: noMfa.cookie });
    expect(listNoMfa.status).toBe(403);
    expect(listNoMfa.headers.get("x-auth-redirect")).toBe("/account/security?mfa=required");

    // Nothing changed.
    const [row] = await getDb().select({ enabled: featureFlags.enabled }).from(featureFlags).where(eq(featureFlags.id, id));
    expect(row!.enabled).toBe(true);
  });

  it("answers bad bodies with 400 and never changes the flag", async () => {
    const admin = await signedInAdmin();
    const id = await flagId("job-alerts");
    const malformed = await patch(id, admin.cookie, { rawBody: "{enabled: tru" });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error.message).toBe("The request body is not valid JSON.");

    const yes = await patch(id, admin.cookie, { body: { enabled: "yes" } });
    expect(yes.status).toBe(400);
    expect((await yes.json()).error.issues[0].path).toBe("enabled");

    const empty = await patch(id, admin.cookie, { body: {} });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.issues[0].message).toBe(ADMIN_MESSAGES.patchNeedsAField);

    const noBody = await patch(id, admin.cookie, {});
    expect(noBody.status).toBe(400);

    const extra = await patch(id, admin.cookie, { body: { enabled: false, key: "hacked" } });
    expect(extra.status).toBe(400);

    const blank = await patch(id, admin.cookie, { body: { description: "   " } });
    expect(blank.status).toBe(400);
    expect((await blank.json()).error.issues[0].message).toBe(ADMIN_MESSAGES.descriptionRequired);

    const long = await patch(id, admin.cookie, { body: { description: "x".repeat(501) } });
    expect(long.status).toBe(400);

    const [row] = await getDb().select({ enabled: featureFlags.enabled }).from(featureFlags).where(eq(featureFlags.id, id));
    expect(row!.enabled).toBe(true);
    const audit = await getDb().select().from(auditEvents).where(eq(auditEvents.targetId, id));
    expect(audit).toHaveLength(0);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const admin = await signedInAdmin();
    expect((await patch(UNKNOWN_ID, admin.cookie, { body: { enabled: true } })).status).toBe(404);
    const get404 = await callRoute(oneGet, { path: `/api/admin/features/${UNKNOWN_ID}`, params: { id: UNKNOWN_ID }, cookie: admin.cookie });
    expect(get404.status).toBe(404);
    expect((await get404.json()).error.message).toBe(ADMIN_MESSAGES.flagNotFound);

    const bad = await patch("not-a-uuid", admin.cookie, { body: { enabled: true } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatchObject({ code: "BAD_REQUEST", message: ADMIN_MESSAGES.invalidId, issues: [{ path: "id" }] });
    const getBad = await callRoute(oneGet, { path: "/api/admin/features/1%27%20or%201=1", params: { id: "1' or 1=1" }, cookie: admin.cookie });
    expect(getBad.status).toBe(400);
  });

  it("requires the CSRF header on PATCH", async () => {
    const admin = await signedInAdmin();
    const id = await flagId("job-alerts");
    const res = await callRoute(onePatch, { method: "PATCH", path: `/api/admin/features/${id}`, params: { id }, cookie: admin.cookie, body: { enabled: false }, csrf: false });
    expect(res.status).toBe(403);
  });
});
