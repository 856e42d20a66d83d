import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { AppError } from "@/lib/errors";
import { languageSchema } from "@/features/candidate-profile/language-schemas";
import { entryIdSchema } from "@/features/candidate-profile/schemas";
import { deleteLanguage, editLanguage } from "@/features/candidate-profile/server/languages";

export const dynamic = "force-dynamic";

/** An id that is not a uuid is an entry that does not exist. */
function entryId(id: string | undefined): string {
  const parsed = entryIdSchema.safeParse(id);
  if (!parsed.success) throw new AppError("NOT_FOUND", "Not found.");
  return parsed.data;
}

/** PATCH /api/candidates/profile/languages/{id}: the owner edits it (the whole entry); 404 for anyone else. */
export const PATCH = apiRoute({ permission: "authenticated", body: languageSchema }, async ({ user, body, params }) => {
  return editLanguage(getDb(), { userId: user!.id, id: entryId(params.id), input: body });
});

/** DELETE /api/candidates/profile/languages/{id}: the owner deletes it; 204; 404 for anyone else. */
export const DELETE = apiRoute({ permission: "authenticated" }, async ({ user, params }) => {
  await deleteLanguage(getDb(), { userId: user!.id, id: entryId(params.id) });
});
