"use client";

import { EDUCATION_API } from "../paths";
import type { EducationEntry } from "../types";
import { EducationForm } from "./education-form";
import { EntryListEditor } from "./entry-list-editor";

/** /dashboard/candidate360/education's list. */
export function EducationEditor({ initial }: { initial: EducationEntry[] }) {
  return (
    <EntryListEditor
      noun="school"
      initial={initial}
      apiPath={EDUCATION_API}
      nameOf={(e) => e.school}
      emptyTitle="No education yet"
      emptyText="Add your schools, degrees, diplomas and training."
      summary={(e) => (
        <>
          <h2 className="text-lg">{e.school}</h2>
          {e.degree || e.fieldOfStudy ? <p className="font-medium">{[e.degree, e.fieldOfStudy].filter(Boolean).join(", ")}</p> : null}
          {e.startYear !== null || e.endYear !== null ? <p className="text-sm text-muted-foreground">{[e.startYear, e.endYear].filter((y) => y !== null).join(" – ")}</p> : null}
        </>
      )}
      renderForm={(props) => <EducationForm {...props} />}
    />
  );
}
