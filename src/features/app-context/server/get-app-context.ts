import "server-only";
import type { Db } from "@/db/client";
import type { CurrentUser } from "@/lib/auth/session";
import { publicEnv } from "@/lib/env";
import { enabledFeatureKeys } from "@/lib/flags/server";
import type { AppContext } from "../types";

export async function getAppContext(db: Db, user: CurrentUser | null): Promise<AppContext> {
  return {
    session: user
      ? {
          isAuthenticated: true,
          roles: user.roles,
          profile: { avatar: user.image, subscriberGuid: user.id, createDate: user.createdAt.toISOString() },
        }
      : { isAuthenticated: false, roles: [], profile: null },
    enabledFeatures: await enabledFeatureKeys(db),
    env: publicEnv(),
  };
}
