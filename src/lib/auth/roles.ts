/*
 * Roles of spec section 6. A user with no role is a candidate. Plain module: used on both sides.
 */
export const ROLES = ["Hiring Manager", "H2O Hiring Manager", "Recruiter", "Administrator"] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** The spec's helper: a hiring-type user has Hiring Manager or H2O Hiring Manager among their roles. */
export function isHiringManager(roles: readonly string[]): boolean {
  return roles.includes("Hiring Manager") || roles.includes("H2O Hiring Manager");
}

export function isAdministrator(roles: readonly string[]): boolean {
  return roles.includes("Administrator");
}

export function isRecruiter(roles: readonly string[]): boolean {
  return roles.includes("Recruiter");
}

/** A candidate is a signed-in user with no roles at all. */
export function isCandidate(roles: readonly string[]): boolean {
  return roles.length === 0;
}
