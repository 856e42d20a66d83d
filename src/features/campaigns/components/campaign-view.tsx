import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "@/components/ui/accordion";
import { Card } from "@/components/ui/card";
import { ContentHtml } from "@/features/content/components/content-html";
import { CAMPAIGN_SIGN_UP_ANCHOR, type CampaignSection } from "../schemas";
import { BenefitIcon } from "./benefit-icon";
import { CampaignLink } from "./campaign-link";
import { CampaignSignUp } from "./campaign-sign-up";

type Section<T extends CampaignSection["type"]> = Extract<CampaignSection, { type: T }>;

export type CampaignViewProps = {
  /** The page's title: the h1 when no hero section comes first. */
  title: string;
  /**
   * The sections in order, with their HTML (FAQ answers, rich text) already sanitised:
   * server/sections.ts sanitizeCampaignSections does it for the public page and for a preview.
   */
  sections: CampaignSection[];
  /** Where a sign-up made here comes back to (the campaign's own path). */
  returnTo?: string;
  /** The development outbox note under "Check your email". */
  devOutbox?: boolean;
  /** The editor's preview: the same look, the sign-up form disabled. */
  preview?: boolean;
};

const WIDE = "mx-auto w-full max-w-6xl px-4 sm:px-6";

/*
 * A campaign or landing page built from sections (features/campaigns/schemas.ts), in order. One h1 per
 * page: the first section's heading when it is a hero, else the title; every other section heading is
 * an h2. Server-rendered HTML: only the FAQ's disclosure (Accordion) and the sign-up form are client code.
 * Used by /campaign/{id}, /getting-hired and the editor's preview (H5), so all three look the same.
 */
export function CampaignView({ title, sections, returnTo, devOutbox, preview }: CampaignViewProps) {
  const heroFirst = sections[0]?.type === "hero";
  const firstSignUp = sections.findIndex((s) => s.type === "signup");
  return (
    <article data-testid="campaign">
      {heroFirst ? null : (
        <header className="border-b border-border bg-gradient-to-b from-primary-soft to-card">
          <div className={`${WIDE} py-12 sm:py-16`}>
            <h1 className="text-3xl font-extrabold tracking-tight text-foreground [overflow-wrap:anywhere] sm:text-4xl">{title}</h1>
          </div>
        </header>
      )}
      {sections.map((section, i) => {
        const key = `${section.type}-${i}`;
        const id = `campaign-section-${i}`;
        switch (section.type) {
          case "hero":
            return <Hero key={key} id={id} section={section} level={i === 0 ? 1 : 2} />;
          case "benefits":
            return <Benefits key={key} id={id} section={section} />;
          case "testimonials":
            return <Testimonials key={key} id={id} section={section} />;
          case "faq":
            return <Faq key={key} id={id} section={section} />;
          case "cta":
            return <CallToAction key={key} id={id} section={section} />;
          case "signup":
            return <SignUp key={key} id={id} anchor={i === firstSignUp ? CAMPAIGN_SIGN_UP_ANCHOR : undefined} section={section} returnTo={returnTo} devOutbox={devOutbox} preview={preview} />;
          case "richText":
            return (
              <section key={key} data-section="richText" className={`${WIDE} py-12`}>
                <ContentHtml html={section.html} />
              </section>
            );
        }
      })}
    </article>
  );
}

function SectionHeading({ id, children, className = "" }: { id: string; children: string; className?: string }) {
  return (
    <h2 id={id} className={`text-2xl font-bold tracking-tight text-foreground [overflow-wrap:anywhere] sm:text-3xl ${className}`}>
      {children}
    </h2>
  );
}

function Hero({ id, section, level }: { id: string; section: Section<"hero">; level: 1 | 2 }) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <section aria-labelledby={id} data-section="hero" className="border-b border-border bg-gradient-to-b from-primary-soft to-card">
      <div className={`${WIDE} grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr]`}>
        <div className="flex min-w-0 flex-col gap-5">
          {section.eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-primary-soft-foreground">{section.eyebrow}</p> : null}
          <Heading id={id} className="text-3xl font-extrabold tracking-tight text-foreground [overflow-wrap:anywhere] sm:text-5xl">
            {section.heading}
          </Heading>
          {section.subheading ? <p className="max-w-2xl text-lg leading-8 text-muted-foreground">{section.subheading}</p> : null}
          {section.primaryCta || section.secondaryCta ? (
            <div className="mt-2 flex flex-wrap gap-3">
              {section.primaryCta ? <CampaignLink href={section.primaryCta.href} label={section.primaryCta.label} /> : null}
              {section.secondaryCta ? <CampaignLink href={section.secondaryCta.href} label={section.secondaryCta.label} variant="outline" /> : null}
            </div>
          ) : null}
        </div>
        {section.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- same-site paths, stored uploads or https images chosen in the editor
          <img src={section.image.src} alt={section.image.alt} className="aspect-[4/3] w-full rounded-card border border-border object-cover shadow-sm" />
        ) : null}
      </div>
    </section>
  );
}

function Benefits({ id, section }: { id: string; section: Section<"benefits"> }) {
  return (
    <section aria-labelledby={id} data-section="benefits" className={`${WIDE} py-14`}>
      <SectionHeading id={id}>{section.heading}</SectionHeading>
      {section.intro ? <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{section.intro}</p> : null}
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {section.items.map((item, i) => (
          <li key={i} className="flex gap-4 rounded-card border border-border bg-card p-5 shadow-sm">
            <BenefitIcon name={item.icon} />
            <div className="min-w-0">
              <h3 className="text-base font-semibold text-foreground">{item.title}</h3>
              <p className="mt-1 text-sm leading-6 text-muted-foreground">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Testimonials({ id, section }: { id: string; section: Section<"testimonials"> }) {
  return (
    <section aria-labelledby={id} data-section="testimonials" className="border-y border-border bg-muted">
      <div className={`${WIDE} py-14`}>
        <SectionHeading id={id}>{section.heading}</SectionHeading>
        <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {section.items.map((item, i) => (
            <li key={i} className="min-w-0">
              <figure className="flex h-full flex-col gap-4 rounded-card border border-border bg-card p-6 shadow-sm">
                <blockquote className="text-base leading-7 text-foreground">
                  <p>&ldquo;{item.quote}&rdquo;</p>
                </blockquote>
                <figcaption className="mt-auto text-sm">
                  <span className="font-semibold text-foreground">{item.name}</span>
                  {item.role ? <span className="block text-muted-foreground">{item.role}</span> : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Faq({ id, section }: { id: string; section: Section<"faq"> }) {
  return (
    <section aria-labelledby={id} data-section="faq" className={`${WIDE} max-w-4xl py-14`}>
      <SectionHeading id={id}>{section.heading}</SectionHeading>
      <Accordion type="multiple" className="mt-6 border-t border-border">
        {section.items.map((item, i) => (
          <AccordionItem key={i} value={`q${i}`}>
            <AccordionTrigger>{item.question}</AccordionTrigger>
            <AccordionContent>
              <ContentHtml html={item.answerHtml} />
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}

function CallToAction({ id, section }: { id: string; section: Section<"cta"> }) {
  return (
    <section aria-labelledby={id} data-section="cta" className={`${WIDE} py-12`}>
      <div className="flex flex-col items-start gap-5 rounded-card bg-secondary px-6 py-10 text-secondary-foreground sm:px-10 md:flex-row md:items-center md:justify-between">
        <div className="min-w-0">
          <h2 id={id} className="text-2xl font-bold tracking-tight text-secondary-foreground [overflow-wrap:anywhere]">
            {section.heading}
          </h2>
          {section.text ? <p className="mt-2 max-w-2xl text-base opacity-90">{section.text}</p> : null}
        </div>
        <CampaignLink href={section.button.href} label={section.button.label} />
      </div>
    </section>
  );
}

type SignUpProps = { id: string; anchor?: string; section: Section<"signup">; returnTo?: string; devOutbox?: boolean; preview?: boolean };

function SignUp({ id, anchor, section, returnTo, devOutbox, preview }: SignUpProps) {
  return (
    <section id={anchor} aria-labelledby={id} data-section="signup" className={`${WIDE} scroll-mt-24 py-14`}>
      <Card className="mx-auto max-w-2xl">
        <SectionHeading id={id}>{section.heading}</SectionHeading>
        {section.text ? <p className="mt-2 text-base text-muted-foreground">{section.text}</p> : null}
        <div className="mt-6">
          <CampaignSignUp headingId={id} buttonLabel={section.buttonLabel} returnTo={returnTo} devOutbox={devOutbox} preview={preview} />
        </div>
      </Card>
    </section>
  );
}
