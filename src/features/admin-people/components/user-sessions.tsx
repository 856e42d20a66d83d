"use client";

import { useState } from "react";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { PEOPLE_MESSAGES } from "../messages";
import { adminUserSessionApiPath, adminUserSessionsApiPath } from "../paths";
import { describeUserAgent, formatDateTimeUtc } from "../format";
import type { EndSessionsResultDto } from "../types";
import { usePeopleAction } from "./use-people-action";

export type SessionView = { id: string; userAgent: string | null; ipAddress: string | null; createdAt: string; lastActiveAt: string; expiresAt: string; current: boolean };

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTimeUtc(iso)}</time>;
}

/*
 * The user's live sessions (device, address, when) with End for one and End all. A deleted session
 * signs its device out on its next request. The administrator's own current session has no End.
 */
export function UserSessions({ userId, userName, sessions }: { userId: string; userName: string; sessions: SessionView[] }) {
  const [confirmAll, setConfirmAll] = useState(false);
  const endOne = usePeopleAction(
    (sessionId: string) => api.delete<EndSessionsResultDto>(adminUserSessionApiPath(userId, sessionId)),
    () => PEOPLE_MESSAGES.sessionEnded,
  );
  const endAll = usePeopleAction(
    () => api.delete<EndSessionsResultDto>(adminUserSessionsApiPath(userId)),
    (r) => PEOPLE_MESSAGES.sessionsEnded(r.sessionsEnded),
    () => setConfirmAll(false),
  );
  const endable = sessions.filter((s) => !s.current);
  if (sessions.length === 0) return <p className="text-muted-foreground">No active sessions: this user is not logged in anywhere.</p>;
  return (
    <div className="flex flex-col gap-3">
      <ErrorAlert error={endOne.error} />
      <Table label={`${userName}'s sessions`}>
        <TableHeader>
          <TableRow>
            <TableHead>Device</TableHead>
            <TableHead className="hidden md:table-cell">Started</TableHead>
            <TableHead className="hidden sm:table-cell">Last active</TableHead>
            <TableHead className="hidden lg:table-cell">Expires</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {sessions.map((s) => (
            <TableRow key={s.id}>
              <TableCell className="min-w-0">
                <p className="font-medium [overflow-wrap:anywhere]">
                  {describeUserAgent(s.userAgent)}
                  {s.current ? <span className="ml-2 text-xs font-normal text-muted-foreground">(this session)</span> : null}
                </p>
                <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{s.ipAddress ?? "Address unknown"}</p>
                <p className="text-xs text-muted-foreground sm:hidden">
                  Last active <When iso={s.lastActiveAt} />
                </p>
              </TableCell>
              <TableCell className="hidden text-muted-foreground md:table-cell">
                <When iso={s.createdAt} />
              </TableCell>
              <TableCell className="hidden text-muted-foreground sm:table-cell">
                <When iso={s.lastActiveAt} />
              </TableCell>
              <TableCell className="hidden text-muted-foreground lg:table-cell">
                <When iso={s.expiresAt} />
              </TableCell>
              <TableCell className="text-right">
                {s.current ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    loading={endOne.isPending && endOne.variables === s.id}
                    disabled={endOne.isPending}
                    onClick={() => endOne.mutate(s.id)}
                    aria-label={`End the session on ${describeUserAgent(s.userAgent)} started ${formatDateTimeUtc(s.createdAt)}`}
                  >
                    End
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {endable.length > 1 ? (
        <div>
          <Button variant="danger" size="sm" onClick={() => setConfirmAll(true)}>
            End all sessions
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={(open) => {
          setConfirmAll(open);
          if (!open) endAll.reset();
        }}
        title="End all sessions?"
        description={`${userName} will be logged out on every device.`}
        confirmLabel="End all sessions"
        confirmVariant="danger"
        loading={endAll.isPending}
        onConfirm={() => endAll.mutate()}
      >
        <ErrorAlert error={endAll.error} />
      </ConfirmDialog>
    </div>
  );
}
