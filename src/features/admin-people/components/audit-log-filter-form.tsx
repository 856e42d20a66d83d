import { ADMIN_AUDIT_LOG_PATH } from "@/lib/admin-routes";
import { Field } from "@/components/ui/field";
import { FilterActions, SelectField } from "@/components/ui/filters";
import { Input, NativeSelect } from "@/components/ui/input";
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
      <Field id="audit-action" label="Action">
        <NativeSelect name="action" defaultValue={query.action}>
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
      </Field>
      <Field id="audit-actor" label="Actor email contains">
        <Input name="actor" type="search" defaultValue={query.actor} maxLength={SEARCH_MAX} />
      </Field>
      <SelectField
        id="audit-target"
        name="target"
        label="Target type"
        value={query.target}
        options={[
          { value: "", label: "Every target type" },
          ...(query.target && !targetTypes.includes(query.target) ? [query.target] : []).concat(targetTypes).map((t) => ({ value: t, label: t })),
        ]}
      />
      <Field id="audit-from" label="From (UTC day)">
        <Input name="from" type="date" defaultValue={query.from} />
      </Field>
      <Field id="audit-to" label="To (UTC day, included)">
        <Input name="to" type="date" defaultValue={query.to} />
      </Field>
      <FilterActions submitLabel="Filter" resetHref={filtered ? ADMIN_AUDIT_LOG_PATH : null} />
    </form>
  );
}
