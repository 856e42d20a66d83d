import type { MemberView } from "../types";

export const PROFILE_UNAVAILABLE = "Profile no longer available";

/** How a person in a pipeline is named: their profile's name, else "Profile no longer available" (with the name their application sent, if any). */
export function displayName(m: Pick<MemberView, "available" | "name">): string {
  return m.available ? m.name || "Unnamed candidate" : m.name ? `${m.name} (${PROFILE_UNAVAILABLE.toLowerCase()})` : PROFILE_UNAVAILABLE;
}
