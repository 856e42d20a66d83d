import "server-only";
import type { Db } from "@/db/client";
import type { CurrentUser } from "@/lib/auth/session";
import { getAvatarUrl } from "@/features/profile-photo/server/queries";
import { publicEnv } from "@/lib/env";
import { enabledFeatureKeys } from "@/lib/flags/server";
import type { AppContext } from "../types";

export async function getAppContext(db: Db, user: CurrentUser | null): Promise<AppContext> {
  // The avatar is the stored file users.avatar_key names (never users.image, which better-auth fills).
  const avatar = user ? await getAvatarUrl(db, { userId: user.id }) : null;
  return {
    session: user
      ? {
          isAuthenticated: true,
          roles: user.roles,
          profile: { avatar, subscriberGuid: user.id, createDate: user.createdAt.toISOString() },
        }
      : { isAuthenticated: false, roles: [], profile: null },
    enabledFeatures: await enabledFeatureKeys(db),
    env: publicEnv(),
  };
}
