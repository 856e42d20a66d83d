import "server-only";
import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { certifications, users } from "@/db/schema";
import { AppError } from "@/lib/errors";
import { fileStorage } from "@/lib/uploads/storage";
import { deleteStoredFile } from "@/lib/uploads/user-files";
import { CERTIFICATION_LIMIT_MESSAGE, CERTIFICATION_LIMIT_PER_PERSON, type CertificationValues } from "../certification-schemas";
import type { CertificationEntry } from "../types";
import { storeCertificationFile, type StoredCertificationFile, type UploadedFile } from "./certification-file";
import { listCertifications } from "./queries";
import { reorderOwnedEntries } from "./reorder-entries";

/*
 * The certification use cases (spec 2.7 certifications, certifications/new): owner-scoped like
 * work-history.ts. A new certification may come with its file (one request from the new page: the
 * file is checked and stored, then the row written; a failed write deletes the stored file). Deleting
 * a certification deletes its file. The file alone is changed in certification-file.ts. At most
 * CERTIFICATION_LIMIT_PER_PERSON, counted and inserted under a lock on the person's users row.
 */
const notFound = () => new AppError("NOT_FOUND", "Not found.");

async function entryOf(db: Db, userId: string, id: string): Promise<CertificationEntry> {
  return (await listCertifications(db, userId)).find((c) => c.id === id)!;
}

async function certificationCount(db: Pick<Db, "select">, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(certifications).where(eq(certifications.userId, userId));
  return row?.n ?? 0;
}

export async function addCertification(db: Db, params: { userId: string; input: CertificationValues; file?: UploadedFile | null }): Promise<CertificationEntry> {
  // Cheap refusal before a file is stored; the transaction decides for certain.
  if ((await certificationCount(db, params.userId)) >= CERTIFICATION_LIMIT_PER_PERSON) throw new AppError("CONFLICT", CERTIFICATION_LIMIT_MESSAGE);
  const stored: StoredCertificationFile | null = params.file ? await storeCertificationFile(params.file) : null;
  try {
    const id = await db.transaction(async (tx) => {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, params.userId)).for("update");
      if (!user) throw notFound();
      if ((await certificationCount(tx, params.userId)) >= CERTIFICATION_LIMIT_PER_PERSON) throw new AppError("CONFLICT", CERTIFICATION_LIMIT_MESSAGE);
      const [row] = await tx
        .insert(certifications)
        .values({
          ...params.input,
          ...stored,
          userId: params.userId,
          position: sql`(select coalesce(max(${certifications.position}) + 1, 0) from ${certifications} where ${certifications.userId} = ${params.userId})`,
        })
        .returning({ id: certifications.id });
      return row!.id;
    });
    return entryOf(db, params.userId, id);
  } catch (err) {
    if (stored) await fileStorage().delete(stored.fileKey);
    throw err;
  }
}

/** PATCH: the fields only (the whole set, as the form sends it); the file stays. */
export async function editCertification(db: Db, params: { userId: string; id: string; input: CertificationValues }): Promise<CertificationEntry> {
  const [row] = await db
    .update(certifications)
    .set({ ...params.input, updatedAt: sql`now()` })
    .where(and(eq(certifications.id, params.id), eq(certifications.userId, params.userId)))
    .returning({ id: certifications.id });
  if (!row) throw notFound();
  return entryOf(db, params.userId, row.id);
}

export async function deleteCertification(db: Db, params: { userId: string; id: string }): Promise<void> {
  const [row] = await db
    .delete(certifications)
    .where(and(eq(certifications.id, params.id), eq(certifications.userId, params.userId)))
    .returning({ key: certifications.fileKey });
  if (!row) throw notFound();
  if (row.key) await deleteStoredFile(row.key, "a deleted certification's file");
}

export async function reorderCertifications(db: Db, params: { userId: string; ids: string[] }): Promise<CertificationEntry[]> {
  await reorderOwnedEntries(db, { table: "certifications", userId: params.userId, ids: params.ids });
  return listCertifications(db, params.userId);
}
