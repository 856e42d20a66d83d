import "server-only";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";

/*
 * better-auth's update-user writes whatever user fields its body names: `image` (any string, also
 * another user's file URL or `javascript:`), `createdAt`, `updatedAt`. Its sign-up takes `image` too.
 * In Upstep a user changes only their name there; everything else on the user row is the server's
 * (the avatar through PUT/DELETE /api/profiles/avatar and users.avatar_key, which better-auth does
 * not know; email through its own flow; verification and two-factor state through theirs).
 * So update-user accepts `name` alone and sign-up only what the sign-up form sends; any other field
 * is refused with 400 before better-auth reads the body, and nothing changes.
 */
const ALLOWED_FIELDS: Record<string, { fields: ReadonlySet<string>; message: string }> = {
  "/update-user": { fields: new Set(["name"]), message: "Only the name can be changed here." },
  // companyName and jobTitle: the employer variant's fields, kept in employer_signups (employer-sign-up.ts).
  "/sign-up/email": {
    fields: new Set(["name", "email", "password", "callbackURL", "rememberMe", "companyName", "jobTitle"]),
    message: "Only a name, email and password (and an employer's company name and job title) can be given at sign-up.",
  },
};

/** The first field of `body` the endpoint at `path` does not take from a client, or null. */
export function refusedField(path: string, body: unknown): string | null {
  const allowed = ALLOWED_FIELDS[path]?.fields;
  if (!allowed || typeof body !== "object" || body === null || Array.isArray(body)) return null;
  return Object.keys(body).find((key) => !allowed.has(key)) ?? null;
}

export function serverOwnedUserFields() {
  return {
    id: "upstep-server-owned-user-fields",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path !== undefined && ctx.path in ALLOWED_FIELDS,
          handler: createAuthMiddleware(async (ctx) => {
            if (refusedField(ctx.path, ctx.body)) throw new APIError("BAD_REQUEST", { code: "FIELD_NOT_ALLOWED", message: ALLOWED_FIELDS[ctx.path]!.message });
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
