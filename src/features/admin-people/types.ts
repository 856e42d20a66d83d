import type { Role } from "@/lib/auth/roles";

/* Output shapes of the admin people pages and APIs. Dates are Date on the server side, ISO in JSON. */

export type AdminUserListRow = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  roles: Role[];
  twoFactorEnabled: boolean;
  lockedAt: Date | null;
  lastActiveAt: Date | null;
  createdAt: Date;
};

export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number; pageCount: number };

export type AdminUserDetail = AdminUserListRow & {
  lockedReason: string | null;
  lockedBy: { id: string; name: string; email: string } | null;
  signInMethods: string[];
  companies: { companyId: string; companyName: string; memberRole: string }[];
};

export type AdminSessionRow = {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: Date;
  lastActiveAt: Date;
  expiresAt: Date;
};

export type AuditEventRow = {
  id: string;
  action: string;
  actor: { id: string; name: string; email: string } | null;
  targetType: string;
  targetId: string | null;
  data: Record<string, unknown>;
  correlationId: string | null;
  createdAt: Date;
};

export type RecruiterRow = {
  id: string;
  name: string;
  email: string;
  lockedAt: Date | null;
  companies: { companyId: string; companyName: string; memberRole: string }[];
};

export type SetRoleResultDto = { userId: string; role: Role; granted: boolean; roles: Role[] };
export type LockResultDto = { userId: string; locked: boolean; sessionsEnded: number };
export type ResendConfirmationResultDto = { userId: string; queued: true };
export type EndSessionsResultDto = { userId: string; sessionsEnded: number };
