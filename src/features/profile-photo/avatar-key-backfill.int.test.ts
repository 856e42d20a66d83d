import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { createUser } from "@/testing/factories";

/*
 * Migration 0012's backfill (issue 12, finding 3): users.image held the avatar's URL, and any user
 * could set it to anything. The migration's data statements are run again here on rows shaped like
 * the ones it meets.
 */
const MIGRATION = path.resolve(import.meta.dirname, "../../db/migrations/0012_avatar_key.sql");
const backfillStatements = readFileSync(MIGRATION, "utf8")
  .split("--> statement-breakpoint")
  .map((s) => s.trim())
  .filter((s) => /^(--.*\n)*\s*(WITH|UPDATE)\b/.test(s));

const KEY_A = "0a1b2c3d-0000-4000-8000-00000000000a.png";
const KEY_B = "0a1b2c3d-0000-4000-8000-00000000000b.jpg";
const KEY_SHARED = "0a1b2c3d-0000-4000-8000-0000000000cc.svg";
const KEY_C = "0a1b2c3d-0000-4000-8000-00000000000c.png";

async function userWithImage(image: string | null) {
  const { id } = await createUser();
  await getDb().update(users).set({ image, avatarKey: null }).where(eq(users.id, id));
  return id;
}

async function state(id: string) {
  const [row] = await getDb().select({ image: users.image, avatarKey: users.avatarKey }).from(users).where(eq(users.id, id));
  return row;
}

describe("migration 0012: avatar_key backfill", () => {
  it("gives each of our keys to the one user naming it, to nobody when several do, and leaves other pictures alone", async () => {
    expect(backfillStatements).toHaveLength(2);
    const a = await userWithImage(`/api/files/${KEY_A}`);
    const b = await userWithImage(`/api/files/${KEY_B}`);
    const owner = await userWithImage(`/api/files/${KEY_SHARED}`);
    const copier = await userWithImage(`/api/files/${KEY_SHARED}`);
    const social = await userWithImage("https://lh3.googleusercontent.com/a/photo");
    const script = await userWithImage("javascript:alert(1)");
    const notAKey = await userWithImage("/api/files/../../etc/passwd");
    const none = await userWithImage(null);

    for (const statement of backfillStatements) await getDb().execute(sql.raw(statement));

    expect(await state(a)).toEqual({ image: null, avatarKey: KEY_A });
    expect(await state(b)).toEqual({ image: null, avatarKey: KEY_B });
    expect(await state(owner)).toEqual({ image: null, avatarKey: null });
    expect(await state(copier)).toEqual({ image: null, avatarKey: null });
    expect(await state(social)).toEqual({ image: "https://lh3.googleusercontent.com/a/photo", avatarKey: null });
    expect(await state(script)).toEqual({ image: "javascript:alert(1)", avatarKey: null });
    expect(await state(notAKey)).toEqual({ image: null, avatarKey: null });
    expect(await state(none)).toEqual({ image: null, avatarKey: null });
  });

  it("refuses anything but a storage key in avatar_key, and one key for two users", async () => {
    const id = await createUser().then((u) => u.id);
    for (const bad of ["../x.png", "/api/files/" + KEY_A, "0a1b2c3d-0000-4000-8000-00000000000a.pdf", "javascript:alert(1)"]) {
      await expect(getDb().update(users).set({ avatarKey: bad }).where(eq(users.id, id)), bad).rejects.toThrow();
    }
    await getDb().update(users).set({ avatarKey: KEY_C }).where(eq(users.id, id));
    const other = await createUser().then((u) => u.id);
    await expect(getDb().update(users).set({ avatarKey: KEY_C }).where(eq(users.id, other))).rejects.toThrow();
  });
});
