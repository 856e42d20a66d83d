import "server-only";
import { and, eq, like } from "drizzle-orm";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import type { Db } from "@/db/client";
import { getDb } from "@/db/client";
import { verifications } from "@/db/schema";
import { NAME_MESSAGES, nameProblem } from "./name-policy";
import { breachedPasswords } from "./breached-passwords";
import { PASSWORD_MESSAGES, passwordProblem } from "./password-policy";

/*
 * Upstep's rules on what better-auth's endpoints accept, checked before better-auth reads the body
 * (so a refused request changes nothing and spends no reset link):
 *  - a new password (sign-up `password`, reset and change `newPassword`) follows password-policy.ts,
 *    checked against the long breach list (breached-passwords.ts):
 *    400 PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG / PASSWORD_TOO_COMMON;
 *  - a name (sign-up, update-user) follows name-policy.ts: 400 INVALID_NAME with the field's message.
 * And after a password change every reset link the user was sent stops working (a reset does the same
 * through emailAndPassword.onPasswordReset in auth.ts): a link in an old mail must not undo it.
 */
const NEW_PASSWORD_FIELD: Record<string, "password" | "newPassword"> = {
  "/sign-up/email": "password",
  "/reset-password": "newPassword",
  "/change-password": "newPassword",
};
const NAME_PATHS = new Set(["/sign-up/email", "/update-user"]);

const PASSWORD_REASONS = { tooShort: "PASSWORD_TOO_SHORT", tooLong: "PASSWORD_TOO_LONG", tooCommon: "PASSWORD_TOO_COMMON" } as const;

/** better-auth stores a reset link's token as the verification identifier "reset-password:<token>", valued the user's id. */
export async function deletePasswordResetTokens(db: Db, userId: string): Promise<void> {
  await db.delete(verifications).where(and(eq(verifications.value, userId), like(verifications.identifier, "reset-password:%")));
}

function bodyOf(ctx: { body?: unknown }): Record<string, unknown> {
  return typeof ctx.body === "object" && ctx.body !== null && !Array.isArray(ctx.body) ? (ctx.body as Record<string, unknown>) : {};
}

export function accountRules() {
  return {
    id: "upstep-account-rules",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path !== undefined && (ctx.path in NEW_PASSWORD_FIELD || NAME_PATHS.has(ctx.path)),
          handler: createAuthMiddleware(async (ctx) => {
            const body = bodyOf(ctx);
            if (NAME_PATHS.has(ctx.path) && (ctx.path === "/sign-up/email" || "name" in body)) {
              const problem = nameProblem(body.name);
              if (problem) throw new APIError("BAD_REQUEST", { code: "INVALID_NAME", message: NAME_MESSAGES[problem] });
            }
            const field = NEW_PASSWORD_FIELD[ctx.path];
            const password = field ? body[field] : undefined;
            if (typeof password === "string") {
              const problem = passwordProblem(password, breachedPasswords());
              if (problem) throw new APIError("BAD_REQUEST", { code: PASSWORD_REASONS[problem], message: PASSWORD_MESSAGES[problem] });
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === "/change-password",
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (isAPIError(returned)) return;
            const userId = (returned as { user?: { id?: unknown } } | undefined)?.user?.id;
            if (typeof userId === "string") await deletePasswordResetTokens(getDb(), userId);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
