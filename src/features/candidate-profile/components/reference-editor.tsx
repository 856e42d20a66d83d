"use client";

import { Badge } from "@/components/ui/badge";
import { formatPhone } from "@/lib/validation/fields";
import { REFERENCES_API } from "../paths";
import { relationshipLabel } from "../reference-schemas";
import type { ReferenceEntry } from "../types";
import { EntryListEditor } from "./entry-list-editor";
import { ReferenceForm } from "./reference-form";

/** /dashboard/candidate360/self-reference's list (decision 026). */
export function ReferenceEditor({ initial }: { initial: ReferenceEntry[] }) {
  return (
    <EntryListEditor
      noun="reference"
      initial={initial}
      apiPath={REFERENCES_API}
      nameOf={(e) => e.name}
      emptyTitle="No references yet"
      emptyText="Add up to five people who can speak for your work: a manager, a colleague, a client. Ask them first."
      summary={(e) => (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg">{e.name}</h2>
            <Badge tone={e.mayContact ? "success" : "neutral"}>{e.mayContact ? "Agreed to be contacted" : "Not to be contacted yet"}</Badge>
          </div>
          {e.title || e.company ? <p className="font-medium">{[e.title, e.company].filter(Boolean).join(", ")}</p> : null}
          <p className="text-sm text-muted-foreground">{relationshipLabel(e.relationship)}</p>
          <p className="text-sm break-all">{[e.email, formatPhone(e.phone)].filter(Boolean).join(" · ")}</p>
          {e.note ? <p className="mt-2 whitespace-pre-line text-sm">{e.note}</p> : null}
        </>
      )}
      renderForm={(props) => <ReferenceForm {...props} />}
    />
  );
}
