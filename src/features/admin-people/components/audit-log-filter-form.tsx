import Link from "next/link";
import { ADMIN_AUDIT_LOG_PATH } from "@/lib/admin-routes";
import { Button } from "@/components/ui/button";
import { Input, NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SEARCH_MAX, type AuditLogQuery } from "../schemas";

/** "admin.user.lock" -> ["admin.*", "admin.user.*"]: every group an action belongs to. */
export function actionGroups(actions: string[]): string[] {
  const groups = new Set<string>();
  for (const a of actions) {
    const parts = a.split(".");
    for (let i = 1; i < parts.length; i++) groups.add(`${parts.slice(0, i).join(".")}.*`);
  }
  return [...groups].sort();
}

/*
 * The audit log's GET form (works without script): action (one action or a group, "admin.user.*"),
 * actor email, target type, and a UTC date range.
 */
export function AuditLogFilterForm({ query, actions, targetTypes }: { query: AuditLogQuery; actions: string[]; targetTypes: string[] }) {
  const groups = actionGroups(actions);
  const known = new Set([...actions, ...groups]);
  const filtered = Boolean(query.action || query.actor || query.target || query.from || query.to);
  return (
    <form role="search" aria-label="Filter the audit log" action={ADMIN_AUDIT_LOG_PATH} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 lg:items-end">
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="audit-action">Action</Label>
        <NativeSelect id="audit-action" name="action" defaultValue={query.action}>
          <option value="">Every action</option>
          {query.action && !known.has(query.action) ? <option value={query.action}>{query.action}</option> : null}
          {groups.length ? (
            <optgroup label="Groups">
              {groups.map((g) => (
                <option key={g} value={g}>
                  {g}
                </option>
              ))}
            </optgroup>
          ) : null}
          {actions.length ? (
            <optgroup label="Actions">
              {actions.map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </optgroup>
          ) : null}
        </NativeSelect>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="audit-actor">Actor email contains</Label>
        <Input id="audit-actor" name="actor" type="search" defaultValue={query.actor} maxLength={SEARCH_MAX} />
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="audit-target">Target type</Label>
        <NativeSelect id="audit-target" name="target" defaultValue={query.target}>
          <option value="">Every target type</option>
          {query.target && !targetTypes.includes(query.target) ? <option value={query.target}>{query.target}</option> : null}
          {targetTypes.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="audit-from">From (UTC day)</Label>
        <Input id="audit-from" name="from" type="date" defaultValue={query.from} />
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="audit-to">To (UTC day, included)</Label>
        <Input id="audit-to" name="to" type="date" defaultValue={query.to} />
      </div>
      <div className="flex gap-2">
        <Button type="submit">Filter</Button>
        {filtered ? (
          <Button asChild variant="ghost">
            <Link href={ADMIN_AUDIT_LOG_PATH}>Clear</Link>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
