import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { getDb } from "@/db/client";
import { capabilityAllowed, listMemberships } from "@/lib/auth/company-access";
import { checkPermission } from "@/lib/auth/permissions";
import { isAdministrator } from "@/lib/auth/roles";
import { getCurrentUser } from "@/lib/auth/session";
import { logger } from "@/lib/logger";
import { isProfileId, isTalentDiscoverable } from "./profile";

/** /talent/{uuid} and /hiring/{uuid} (static siblings such as /talent/pipelines never match a uuid). */
export const TALENT_PROFILE_PATH = /^\/(talent|hiring)\/([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\/?$/;

/**
 * A profile that is gone answers 410 Gone (spec 2.1), which no App Router page can set (decision 042,
 * like the job page's, decision 007): for a viewer who may search talent (the employer permission and
 * talent.search in some company, or an administrator with two-factor), a candidate without a
 * talent_search row (deleted, private or never there) is rewritten to the "no longer available" page
 * with status 410. Everyone else goes on to the page, which signs them in or answers 403, so nobody
 * without access learns whether a profile exists.
 */
export async function talentProfileProxy(request: NextRequest): Promise<NextResponse> {
  const match = TALENT_PROFILE_PATH.exec(request.nextUrl.pathname);
  if (!match || !isProfileId(match[2]!)) return NextResponse.next();
  const [, area, id] = match;
  try {
    const user = await getCurrentUser(request.headers);
    if (!user || !checkPermission(user, "employer").ok) return NextResponse.next();
    const db = getDb();
    const mayEnter = isAdministrator(user.roles) || (await listMemberships(db, user.id)).some((m) => capabilityAllowed(m.role, "talent.search"));
    if (!mayEnter || (await isTalentDiscoverable(db, id!))) return NextResponse.next();
  } catch (error) {
    // The page makes the same checks; a database hiccup here must not turn into a proxy error.
    logger.error({ err: error }, "talent profile check failed");
    return NextResponse.next();
  }
  const url = request.nextUrl.clone();
  url.pathname = `/${area}/${id!.toLowerCase()}/no-longer-available`;
  return NextResponse.rewrite(url, {
    status: 410,
    headers: { "x-robots-tag": "noindex" },
  });
}
