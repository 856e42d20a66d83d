import Link from "next/link";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Card } from "@/components/ui/card";
import { GraduationCap } from "@/components/ui/icons";

/*
 * Flag employer-resources (decision 038): short guides for the hiring team, written out here so every
 * one opens to something real (no page to link to yet but /employers, which is linked). Three
 * guides: writing a posting, pay transparency, structured interviews.
 */
export const EMPLOYER_GUIDES = [
  {
    id: "writing-a-posting",
    title: "Writing a posting that gets applicants",
    points: [
      "Use the title people search for (“Medical Assistant”), and say where and which hours in the first lines.",
      "Describe a normal day and what success looks like after six months, not a list of adjectives.",
      "Keep the must-haves to five or fewer and list the nice-to-haves apart: long lists turn away people who could do the job.",
      "Add skills from Upstep's list: they match your posting to people's profiles and job alerts.",
      "Ask screening questions only about real requirements, and mark as knock-outs only the answers that truly rule someone out.",
    ],
  },
  {
    id: "pay-transparency",
    title: "Pay transparency",
    points: [
      "More than a dozen states (California, Colorado, Illinois, New York and Washington among them), the District of Columbia and some cities require the pay range in the posting itself.",
      "A remote job can be done from those places, so a remote posting needs a range too.",
      "Give the range you honestly expect to pay for the role. Upstep's posting form tells you when a range is required and why.",
      "Postings with a range get more applicants who fit, wherever the law does not ask for one.",
    ],
  },
  {
    id: "structured-interviews",
    title: "Structured interviews",
    points: [
      "Decide before the first interview what you are hiring for: the posting's scorecard attributes.",
      "Ask every candidate for the role the same questions, in the same order, and ask for examples of what they did.",
      "Each interviewer fills in their scorecard (Strong no to Strong yes, with notes) before talking it over with the team.",
      "Decide on the scorecards' evidence, and note why a candidate moved on or was rejected.",
    ],
  },
] as const;

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
        <Link href="/employers">More about hiring on Upstep</Link>
      </p>
    </Card>
  );
}
