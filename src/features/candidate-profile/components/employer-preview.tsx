import { Card } from "@/components/ui/card";
import { Briefcase, MapPin } from "@/components/ui/icons";
import type { EmployerView } from "../types";
import { EmployerPreviewSections, employerViewFacts } from "./employer-preview-sections";

/*
 * A candidate's profile exactly as an employer sees it (decision 031): the one projection
 * (employerViewOfCandidate) and nothing else, so the owner's preview and talent search agree. The
 * name is the card's heading (h2; the page owns the h1).
 */
export function EmployerPreview({ view }: { view: EmployerView }) {
  const facts = employerViewFacts(view);
  const place = [view.city, view.state].filter(Boolean).join(", ");
  return (
    <Card data-testid="employer-preview">
      <article aria-labelledby="employer-preview-name" className="flex flex-col gap-6">
        <header className="flex flex-col gap-1">
          <h2 id="employer-preview-name" className="break-words text-2xl">
            {view.name}
          </h2>
          {view.headline ? <p className="break-words text-lg font-medium">{view.headline}</p> : null}
          {facts.length > 0 ? (
            <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
              {facts.map((fact) => (
                <li key={fact} className="flex items-center gap-1.5">
                  {fact === place ? <MapPin aria-hidden="true" className="size-4" /> : <Briefcase aria-hidden="true" className="size-4" />}
                  {fact}
                </li>
              ))}
            </ul>
          ) : null}
        </header>
        <EmployerPreviewSections view={view} level={3} idPrefix="employer-preview" />
      </article>
    </Card>
  );
}
