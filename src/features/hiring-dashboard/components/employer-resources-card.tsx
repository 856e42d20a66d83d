import Link from "next/link";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Card } from "@/components/ui/card";
import { GraduationCap } from "@/components/ui/icons";
import { HIRING_ABOUT_PATH } from "@/lib/employer-routes";
import { EMPLOYER_GUIDES } from "./employer-guides";

/** Kept for imports from before the guides had a module of their own (employer-guides.ts has no client code). */
export { EMPLOYER_GUIDES } from "./employer-guides";

/*
 * Flag employer-resources (decision 038): the hiring team's short guides (employer-guides.ts: writing
 * a posting, pay transparency, structured interviews), each opening in place, and the way to
 * /hiring/about (how Upstep works for employers, with the questions they ask).
 */

export function EmployerResourcesCard() {
  return (
    <Card padded={false} className="flex flex-col gap-2 p-5 sm:p-6" role="group" aria-labelledby="employer-resources-heading" data-testid="employer-resources">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="grid size-10 shrink-0 place-content-center rounded-full bg-primary-soft text-primary-soft-foreground [&_svg]:size-5">
          <GraduationCap />
        </span>
        <div>
          <h2 id="employer-resources-heading" className="text-lg font-semibold">
            Resources for hiring teams
          </h2>
          <p className="text-sm text-muted-foreground">Short guides to better postings and fairer interviews.</p>
        </div>
      </div>
      <Accordion type="single" collapsible>
        {EMPLOYER_GUIDES.map((guide) => (
          <AccordionItem key={guide.id} value={guide.id} id={`guide-${guide.id}`}>
            <AccordionTrigger className="text-sm sm:text-base">{guide.title}</AccordionTrigger>
            <AccordionContent>
              <ul className="flex list-disc flex-col gap-1.5 pl-5 text-sm text-muted-foreground">
                {guide.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
      <p className="pt-2 text-sm">
        <Link href={HIRING_ABOUT_PATH}>How Upstep works for employers, with answers to common questions</Link>
      </p>
    </Card>
  );
}
