import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getDb } from "@/db/client";
import { requirePagePermission } from "@/lib/auth/guard";
import { isFeatureEnabled } from "@/lib/flags/server";
import { ADMIN_USERS_PATH } from "@/lib/routes";
import { adminCompanyPath } from "@/lib/admin-routes";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { ChevronLeft } from "@/components/ui/icons";
import { Pagination } from "@/components/ui/pagination";
import { idSchema } from "@/features/admin/schemas";
import { ResetMfaButton } from "@/features/admin/components/reset-mfa-button";
import { userDetailQuerySchema } from "@/features/admin-people/schemas";
import { PEOPLE_MESSAGES } from "@/features/admin-people/messages";
import { adminUserDetailPath } from "@/features/admin-people/paths";
import { formatDateTimeUtc } from "@/features/admin-people/format";
import { getAdminUser, listUserAuditTrail, listUserSessions } from "@/features/admin-people/server/queries";
import { UserStatusBadges } from "@/features/admin-people/components/admin-users-table";
import { AuditEventsTable } from "@/features/admin-people/components/audit-events-table";
import { LockUserPanel } from "@/features/admin-people/components/lock-user-panel";
import { memberRoleLabel } from "@/features/admin-people/components/recruiters-table";
import { ResendConfirmationButton } from "@/features/admin-people/components/resend-confirmation-button";
import { UserRolesEditor } from "@/features/admin-people/components/user-roles-editor";
import { UserSessions } from "@/features/admin-people/components/user-sessions";

export const metadata: Metadata = { title: "User" };

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <div>
        <h2 id={id} className="text-xl">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase text-muted-foreground">{term}</dt>
      <dd className="mt-0.5 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

export default async function AdminUserPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { id: raw } = await params;
  const sp = await searchParams;
  const { auditPage } = userDetailQuerySchema.parse({ auditPage: typeof sp.auditPage === "string" ? sp.auditPage : undefined });
  const admin = await requirePagePermission("admin", adminUserDetailPath(raw, { auditPage }));
  const id = idSchema.safeParse(raw);
  if (!id.success) notFound();
  const db = getDb();
  const user = await getAdminUser(db, id.data);
  if (!user) notFound();
  const [sessions, trail, mfaResetOn] = await Promise.all([listUserSessions(db, user.id), listUserAuditTrail(db, user.id, auditPage), isFeatureEnabled("mfa-reset", db)]);
  const isSelf = user.id === admin.id;

  return (
    <div className="flex min-w-0 flex-col gap-8">
      <header className="min-w-0">
        <Link href={ADMIN_USERS_PATH} className="inline-flex items-center gap-1 text-sm font-medium">
          <ChevronLeft aria-hidden="true" className="size-4" /> All users
        </Link>
        <h1 className="mt-3 [overflow-wrap:anywhere]">{user.name}</h1>
        <p className="mt-1 text-muted-foreground [overflow-wrap:anywhere]">
          {user.email}
          {isSelf ? " (you)" : ""}
        </p>
        <div className="mt-2">
          <UserStatusBadges user={user} />
        </div>
      </header>

      {user.lockedAt ? (
        <Alert tone="danger" title="This account is locked">
          <p className="[overflow-wrap:anywhere]">
            Locked {formatDateTimeUtc(user.lockedAt)}
            {user.lockedBy ? ` by ${user.lockedBy.email}` : ""}. Reason: {user.lockedReason}
          </p>
        </Alert>
      ) : null}

      <Section id="profile" title="Profile">
        <Card>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Fact term="Created">{formatDateTimeUtc(user.createdAt)}</Fact>
            <Fact term="Last active">{user.lastActiveAt ? formatDateTimeUtc(user.lastActiveAt) : "Never"}</Fact>
            <Fact term="Email">{user.emailVerified ? "Confirmed" : "Not confirmed"}</Fact>
            <Fact term="Two-factor authentication">{user.twoFactorEnabled ? "On" : "Off"}</Fact>
            <Fact term="Signs in with">{user.signInMethods.length ? user.signInMethods.join(", ") : "No sign-in method"}</Fact>
            <Fact term="Companies">
              {user.companies.length ? (
                <ul>
                  {user.companies.map((c) => (
                    <li key={c.companyId}>
                      <Link href={adminCompanyPath(c.companyId)}>{c.companyName}</Link>{" "}
                      <span className="text-sm text-muted-foreground">({memberRoleLabel(c.memberRole)})</span>
                    </li>
                  ))}
                </ul>
              ) : (
                "None"
              )}
            </Fact>
          </dl>
          {!user.emailVerified ? (
            <div className="mt-4 border-t border-border pt-4">
              <p className="mb-2 text-sm text-muted-foreground">They have not confirmed their email address, so they cannot log in yet.</p>
              <ResendConfirmationButton userId={user.id} />
            </div>
          ) : null}
        </Card>
      </Section>

      <Section id="roles" title="Roles" description="A user with no role is a candidate.">
        <UserRolesEditor user={{ id: user.id, name: user.name, roles: user.roles }} isSelf={isSelf} />
      </Section>

      <Section
        id="access"
        title="Account access"
        description={user.lockedAt ? "Unlocking lets them log in again." : "A locked account is logged out everywhere at once and cannot log in until it is unlocked."}
      >
        {isSelf ? (
          <p className="text-muted-foreground">{PEOPLE_MESSAGES.cannotLockSelf}</p>
        ) : (
          <LockUserPanel user={{ id: user.id, name: user.name, locked: Boolean(user.lockedAt) }} />
        )}
        {mfaResetOn && user.twoFactorEnabled && !isSelf ? (
          <div className="flex flex-col gap-2 border-t border-border pt-3">
            <p className="text-sm text-muted-foreground">Lost their authenticator? Reset two-factor authentication once you know who is asking.</p>
            <div>
              <ResetMfaButton user={{ id: user.id, name: user.name, email: user.email }} />
            </div>
          </div>
        ) : null}
      </Section>

      <Section id="sessions" title="Sessions" description="Where this user is logged in now. Ending a session logs that device out.">
        <UserSessions
          userId={user.id}
          userName={user.name}
          sessions={sessions.map((s) => ({
            id: s.id,
            userAgent: s.userAgent,
            ipAddress: s.ipAddress,
            createdAt: s.createdAt.toISOString(),
            lastActiveAt: s.lastActiveAt.toISOString(),
            expiresAt: s.expiresAt.toISOString(),
            current: s.id === admin.sessionId,
          }))}
        />
      </Section>

      <Section id="audit-trail" title="Audit trail" description="What this user did, and what was done to their account, newest first.">
        {trail.items.length ? (
          <AuditEventsTable events={trail.items} label={`${user.name}'s audit trail`} />
        ) : (
          <p className="text-muted-foreground">{trail.total ? `No events on page ${trail.page}.` : "Nothing recorded yet."}</p>
        )}
        <Pagination page={trail.page} pageCount={trail.pageCount} label="Audit trail pages" hrefOf={(p) => `${adminUserDetailPath(user.id, { auditPage: p })}#audit-trail`} />
      </Section>
    </div>
  );
}
