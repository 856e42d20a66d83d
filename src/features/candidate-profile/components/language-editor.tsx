"use client";

import { PROFICIENCIES, languageName } from "@/lib/languages";
import { LANGUAGES_API } from "../paths";
import type { LanguageEntry } from "../types";
import { EntryListEditor } from "./entry-list-editor";
import { LanguageForm } from "./language-form";

const proficiencyLabel = (value: string) => PROFICIENCIES.find((p) => p.value === value)?.label ?? value;

/** /dashboard/candidate360/language's list. */
export function LanguageEditor({ initial }: { initial: LanguageEntry[] }) {
  return (
    <EntryListEditor
      noun="language"
      initial={initial}
      apiPath={LANGUAGES_API}
      nameOf={(e) => languageName(e.language) ?? e.language}
      emptyTitle="No languages yet"
      emptyText="Add each language you speak, your strongest first, and how well you speak it."
      summary={(e) => (
        <>
          <h2 className="text-lg">{languageName(e.language) ?? e.language}</h2>
          <p className="text-sm text-muted-foreground">{proficiencyLabel(e.proficiency)}</p>
        </>
      )}
      renderForm={(props) => <LanguageForm {...props} />}
    />
  );
}
