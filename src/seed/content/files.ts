import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "@/db/client";
import { contentFiles } from "@/db/schema";
import { fileStorage, newFileKey } from "@/lib/uploads/storage";

/*
 * The downloadable files every install has: the gated "Interview preparation checklist" PDF that the
 * interview-prep campaign offers (/file-download/interview-preparation-checklist). The PDF is made
 * once by scripts/generate-interview-checklist.mjs and committed beside this module; seeding stores
 * it through the upload storage under a new key (content_files.storage_key is what tracks it: it is
 * served only through the file's own route, never by key, so it needs no owner in user-files.ts).
 * Only a missing file row is added; an editor's later changes are kept.
 */
export const INTERVIEW_CHECKLIST_SLUG = "interview-preparation-checklist";

export const SEED_FILES = [
  {
    slug: INTERVIEW_CHECKLIST_SLUG,
    title: "Interview preparation checklist",
    description:
      "A one-page checklist that takes you from one week before your interview to the thank-you email afterwards: research, STAR stories, questions to ask, the day-before checks and the follow-up. Print it and tick the boxes as you go.",
    asset: "interview-preparation-checklist.pdf",
    fileName: "Upstep interview preparation checklist.pdf",
    mimeType: "application/pdf",
    consentText: "Upstep may email me interview tips and similar free guides. I can unsubscribe at any time.",
  },
] as const;

const ASSET_DIR = path.join(import.meta.dirname, "assets");

export async function seedContentFiles(db: Db): Promise<number> {
  let added = 0;
  for (const f of SEED_FILES) {
    const [existing] = await db.select({ id: contentFiles.id }).from(contentFiles).where(eq(contentFiles.slug, f.slug)).limit(1);
    if (existing) continue;
    const bytes = new Uint8Array(await readFile(path.join(ASSET_DIR, f.asset)));
    const key = newFileKey("pdf");
    await fileStorage().put(key, bytes);
    const inserted = await db
      .insert(contentFiles)
      .values({
        slug: f.slug,
        title: f.title,
        description: f.description,
        storageKey: key,
        fileName: f.fileName,
        mimeType: f.mimeType,
        sizeBytes: bytes.length,
        gated: true,
        consentText: f.consentText,
        status: "published",
      })
      .onConflictDoNothing()
      .returning({ id: contentFiles.id });
    // Another setup run got there first: its row and file stand, this copy goes.
    if (inserted.length) added += 1;
    else await fileStorage().delete(key);
  }
  return added;
}
