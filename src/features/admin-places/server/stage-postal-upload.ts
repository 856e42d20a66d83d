import "server-only";
import type { Db } from "@/db/client";
import { postalCodeUploads } from "@/db/schema";
import { AppError } from "@/lib/errors";
import type { CurrentUser } from "@/lib/auth/session";
import { shippedPostalCodes } from "./postal-package";
import { POSTAL_ERRORS_SHOWN, type StagePostalInput } from "../schemas";
import type { PostalUploadDto } from "../types";
import { requireAdmin } from "./guard";
import { parsePostalCsv } from "./postal-csv";
import { diffPostalCodes, loadIncoming } from "./postal-diff";

/**
 * Validates a postal-code CSV (or takes the shipped `zipcodes` package), works out its diff against
 * postal_codes and keeps it as a pending upload: nothing changes until an administrator applies it.
 * A file with any bad row is refused with each row's error (400), and nothing is kept.
 */
export async function stagePostalUpload(db: Db, actor: CurrentUser | null, input: StagePostalInput): Promise<PostalUploadDto> {
  const admin = requireAdmin(actor);
  let rows;
  if (input.origin === "csv") {
    const parsed = parsePostalCsv(input.csv);
    if (!parsed.ok) {
      throw new AppError("BAD_REQUEST", parsed.message, {
        issues: parsed.errors.length ? parsed.errors.slice(0, POSTAL_ERRORS_SHOWN).map((e) => ({ path: `line ${e.line}`, message: e.message })) : [{ path: "csv", message: parsed.message }],
      });
    }
    rows = parsed.rows;
  } else {
    rows = shippedPostalCodes();
  }
  const incoming = rows;
  const { created, diff } = await db.transaction(async (tx) => {
    await loadIncoming(tx, incoming);
    const diff = await diffPostalCodes(tx, input.mode);
    // The shipped package is read again when applied (it is part of this build): only a CSV's rows are kept.
    const [created] = await tx
      .insert(postalCodeUploads)
      .values({ origin: input.origin, fileName: input.origin === "csv" ? (input.fileName ?? null) : null, rows: input.origin === "csv" ? incoming : [], diff, createdByUserId: admin.id })
      .returning();
    return { created, diff };
  });
  return {
    id: created!.id,
    origin: created!.origin,
    fileName: created!.fileName,
    status: created!.status,
    mode: input.mode,
    diff,
    createdAt: created!.createdAt.toISOString(),
    decidedAt: null,
    byName: admin.name,
  };
}
