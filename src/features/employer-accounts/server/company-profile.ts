import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { companies, companyMembers, users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { requireCompanyCapability } from "@/lib/auth/company-access";
import { FILE_LIMIT_10MB } from "@/lib/uploads/file-types";
import { prepareImage } from "@/lib/uploads/prepare-image";
import { fileStorage, newFileKey } from "@/lib/uploads/storage";
import { deleteStoredFile } from "@/lib/uploads/user-files";
import { companyLogoPath } from "../endpoints";
import { LOGO_MESSAGES } from "../messages";
import type { CompanyProfileValues } from "../schemas";
import { LOGO_STORED_PX } from "../types";
import type { Person } from "./queries";

/*
 * The company profile (decision 038): owners edit what /companies/{slug} shows (description, website,
 * size, headquarters, locations, logo). Every change moves companies.updated_at, which is part of the
 * version of the company's job pages (decision 011): their cached pages are replaced on the next
 * request, and the company page itself is rendered per request.
 *
 * The logo goes the profile photo's way (decision 009): the content decides the type (PNG, JPEG, SVG),
 * 10MB and 40 megapixels at most, PNG/JPEG re-encoded by sharp without metadata and scaled to fit a
 * 400 px square (never cropped), SVG sanitised; stored under a new key in companies.logo_key, served
 * publicly by /api/companies/{id}/logo?v=... (a new version with every file), the previous file deleted.
 */
export async function updateCompanyProfile(db: Db, person: Person, companyId: string, values: CompanyProfileValues): Promise<void> {
  await requireCompanyCapability(db, person, companyId, "company.manage");
  const rows = await db
    .update(companies)
    .set({
      description: values.description || null,
      website: values.website || null,
      size: values.size || null,
      headquarters: values.headquarters || null,
      locations: values.locations,
      updatedAt: new Date(),
    })
    .where(eq(companies.id, companyId))
    .returning({ id: companies.id });
  if (!rows.length) throw new AppError("NOT_FOUND", "Not found.");
}

export async function setCompanyLogo(db: Db, person: Person, companyId: string, upload: { base64EncodedData?: string }): Promise<{ logoUrl: string }> {
  await requireCompanyCapability(db, person, companyId, "company.manage");
  const prepared = await prepareImage(upload.base64EncodedData, { square: LOGO_STORED_PX, fit: "inside", maxBytes: FILE_LIMIT_10MB });
  if (!prepared.ok) {
    if (prepared.reason === "too-large") throw new AppError("PAYLOAD_TOO_LARGE", LOGO_MESSAGES.tooLarge);
    if (prepared.reason === "too-many-pixels") throw new AppError("PAYLOAD_TOO_LARGE", LOGO_MESSAGES.tooManyPixels);
    if (prepared.reason === "no-file") throw new AppError("BAD_REQUEST", LOGO_MESSAGES.noFile, { issues: [{ path: "base64EncodedData", message: LOGO_MESSAGES.noFile }] });
    throw new AppError("BAD_REQUEST", LOGO_MESSAGES.invalidImage);
  }
  const key = newFileKey(prepared.image.kind);
  const storage = fileStorage();
  await storage.put(key, prepared.image.bytes);
  const logoUrl = companyLogoPath(companyId, key);
  let previous: string | null | undefined;
  try {
    previous = await db.transaction(async (tx) => {
      const [row] = await tx.select({ key: companies.logoKey }).from(companies).where(eq(companies.id, companyId)).for("update");
      if (!row) return undefined;
      await tx.update(companies).set({ logoKey: key, logoUrl, updatedAt: new Date() }).where(eq(companies.id, companyId));
      return row.key;
    });
  } catch (err) {
    await storage.delete(key);
    throw err;
  }
  if (previous === undefined) {
    await storage.delete(key);
    throw new AppError("NOT_FOUND", "Not found.");
  }
  if (previous) await deleteStoredFile(previous, "a company's previous logo");
  return { logoUrl };
}

export async function deleteCompanyLogo(db: Db, person: Person, companyId: string): Promise<void> {
  await requireCompanyCapability(db, person, companyId, "company.manage");
  const previous = await db.transaction(async (tx) => {
    const [row] = await tx.select({ key: companies.logoKey }).from(companies).where(eq(companies.id, companyId)).for("update");
    if (!row) throw new AppError("NOT_FOUND", "Not found.");
    await tx.update(companies).set({ logoKey: null, logoUrl: null, updatedAt: new Date() }).where(eq(companies.id, companyId));
    return row.key;
  });
  if (previous) await deleteStoredFile(previous, "a company's logo");
}

/** GET /api/companies/{id}/logo: the company's uploaded logo (public), or null. */
export async function readCompanyLogo(db: Db, companyId: string): Promise<{ key: string; bytes: Uint8Array } | null> {
  const [row] = await db.select({ key: companies.logoKey }).from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!row?.key) return null;
  const bytes = await fileStorage().get(row.key);
  return bytes ? { key: row.key, bytes } : null;
}

/** PATCH /api/employer/me: the person's name, and their job title at a company they belong to. */
export async function updateYourDetails(db: Db, person: Person, input: { companyId: string; name: string; jobTitle: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(companyMembers)
      .set({ jobTitle: input.jobTitle })
      .where(and(eq(companyMembers.companyId, input.companyId), eq(companyMembers.userId, person.id)))
      .returning({ userId: companyMembers.userId });
    if (!rows.length) throw new AppError("NOT_FOUND", "Not found.");
    if (input.name !== person.name) await tx.update(users).set({ name: input.name, updatedAt: new Date() }).where(eq(users.id, person.id));
  });
}
