import "server-only";
import { createHash, randomBytes } from "node:crypto";

/*
 * Invitation tokens (decision 038): 32 random bytes in base64url (43 characters) go in the mail's
 * link; only their SHA-256 (hex) is stored, so a copy of the database lets nobody accept an
 * invitation. A resend makes a new token (the old link stops working).
 */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
