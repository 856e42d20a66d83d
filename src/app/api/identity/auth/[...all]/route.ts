import { getDb } from "@/db/client";
import { apiRoute } from "@/lib/api/route";
import { AUTH_BASE_PATH } from "@/lib/auth/auth";
import { AUTH_MAX_BODY_BYTES, handleAuthRequest } from "@/lib/auth/handle-auth-request";

export const dynamic = "force-dynamic";

// OAuth providers POST their callbacks (Apple's form_post) and cannot send the CSRF header;
// better-auth checks the OAuth state for those instead.
const handler = apiRoute(
  {
    permission: "public",
    csrfExempt: (request) => new URL(request.url).pathname.startsWith(`${AUTH_BASE_PATH}/callback/`),
    maxBodyBytes: AUTH_MAX_BODY_BYTES,
  },
  ({ request, user, correlationId }) => handleAuthRequest(getDb(), request, { user, correlationId }),
);

export const GET = handler;
export const POST = handler;
