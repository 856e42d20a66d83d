"use client";

import { useState } from "react";
import { api } from "@/lib/api/client";
import { ROLES, type Role } from "@/lib/auth/roles";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorAlert } from "@/components/ui/error-alert";
import { PEOPLE_MESSAGES } from "../messages";
import { adminUserRolesApiPath } from "../paths";
import type { SetRoleResultDto } from "../types";
import { usePeopleAction } from "./use-people-action";

const ROLE_HINTS: Record<Role, string> = {
  "Hiring Manager": "Employer areas (/hiring, /talent) for their companies.",
  "H2O Hiring Manager": "The hiring manager role of the H2O programme.",
  Recruiter: "The recruiter site (/talent) for the companies they serve.",
  Administrator: "This back office. Needs two-factor authentication.",
};

/*
 * The four roles, each with Grant or Remove. Administrator goes through a confirmation (it opens or
 * closes the whole back office); the server refuses removing one's own and the last one, and says so.
 */
export function UserRolesEditor({ user, isSelf }: { user: { id: string; name: string; roles: Role[] }; isSelf: boolean }) {
  const [confirm, setConfirm] = useState<{ role: Role; granted: boolean } | null>(null);
  const change = usePeopleAction(
    (vars: { role: Role; granted: boolean }) => api.patch<SetRoleResultDto>(adminUserRolesApiPath(user.id), vars),
    (r) => (r.granted ? PEOPLE_MESSAGES.roleGranted(r.role) : PEOPLE_MESSAGES.roleRevoked(r.role)),
    () => setConfirm(null),
  );
  const run = (role: Role, granted: boolean) => (role === "Administrator" ? setConfirm({ role, granted }) : change.mutate({ role, granted }));

  return (
    <div className="flex flex-col gap-3">
      {!confirm ? <ErrorAlert error={change.error} /> : null}
      <ul className="flex flex-col divide-y divide-border rounded-card border border-border">
        {ROLES.map((role) => {
          const has = user.roles.includes(role);
          const ownAdmin = isSelf && role === "Administrator" && has;
          return (
            <li key={role} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {role}
                  <Badge tone={has ? "primary" : "neutral"}>{has ? "Granted" : "Not granted"}</Badge>
                </p>
                <p className="text-sm text-muted-foreground">{ownAdmin ? PEOPLE_MESSAGES.cannotRemoveOwnAdmin : ROLE_HINTS[role]}</p>
              </div>
              {ownAdmin ? null : (
                <Button
                  variant={has ? "outline" : "secondary"}
                  size="sm"
                  className="self-start sm:self-auto"
                  loading={change.isPending && change.variables?.role === role}
                  disabled={change.isPending}
                  onClick={() => run(role, !has)}
                  aria-label={`${has ? "Remove" : "Grant"} the ${role} role`}
                >
                  {has ? "Remove" : "Grant"}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) {
            setConfirm(null);
            change.reset();
          }
        }}
        title={confirm?.granted ? "Make this user an administrator?" : "Remove the Administrator role?"}
        description={
          confirm?.granted
            ? `${user.name} will be able to change every user, company and setting here (after setting up two-factor authentication).`
            : `${user.name} will no longer reach the back office.`
        }
        confirmLabel={confirm?.granted ? "Grant Administrator" : "Remove Administrator"}
        confirmVariant={confirm?.granted ? "primary" : "danger"}
        loading={change.isPending}
        onConfirm={() => confirm && change.mutate(confirm)}
      >
        <ErrorAlert error={change.error} />
      </ConfirmDialog>
    </div>
  );
}
