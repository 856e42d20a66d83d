import "server-only";
import type { Db } from "@/db/client";
import { contentPages } from "@/db/schema";
import { CAMPAIGN_SIGN_UP_ANCHOR, campaignFieldsSchema, type CampaignSectionInput } from "@/features/campaigns/schemas";
import { blogTagPath } from "@/lib/blog-routes";
import { CAMPAIGN_PAGE_TYPE, campaignPath, fileDownloadPath, GETTING_HIRED_PATH, LANDING_PAGE_TYPE } from "@/lib/content-routes";
import { INTERVIEW_CHECKLIST_SLUG } from "./files";

/*
 * The campaign pages Join sends people to (spec 2.4: interview-prep-lp and resume-builder-campaign when
 * the path names interview prep or the resume builder) and the getting-hired landing page (flag
 * getting-hired-landing), composed of the campaign sections (features/campaigns/schemas.ts). The copy
 * promises only what Upstep does today: job search and alerts, one-click applications, the profile a
 * resume fills in, talent search by employers, the blog's advice and the checklist download.
 */
export type SeedCampaignPage = {
  pageType: string;
  slug: string;
  title: string;
  description: string;
  keywords: string;
  ogTitle: string;
  sections: CampaignSectionInput[];
};

const signup = (heading: string, text: string, buttonLabel = "Create my free account"): CampaignSectionInput => ({ type: "signup", heading, text, buttonLabel });

export const INTERVIEW_PREP_SLUG = "interview-prep-lp";
export const RESUME_CAMPAIGN_SLUG = "resume-builder-campaign";
export const GETTING_HIRED_SLUG = "getting-hired";

const interviewPrep: SeedCampaignPage = {
  pageType: CAMPAIGN_PAGE_TYPE,
  slug: INTERVIEW_PREP_SLUG,
  title: "Interview prep that gets you to the offer",
  description: "Prepare for your next job interview with Upstep: a free interview checklist, answers that use the STAR method, and jobs you can apply to in one click.",
  keywords: "interview preparation, interview questions, STAR method, interview checklist, job interview tips",
  ogTitle: "Walk into your next interview prepared | Upstep",
  sections: [
    {
      type: "hero",
      eyebrow: "Free interview prep",
      heading: "Walk into your next interview knowing exactly what to say",
      subheading:
        "Most interviews are won in the week before them. Get our free interview preparation checklist, practise the answers hiring managers listen for, and apply to roles that fit with a profile employers can find.",
      image: { src: "/images/campaigns/interview-prep.png", alt: "An interview checklist with three ticked items beside a speech bubble" },
      primaryCta: { label: "Get the free checklist", href: `${fileDownloadPath(INTERVIEW_CHECKLIST_SLUG)}?source=${INTERVIEW_PREP_SLUG}` },
      secondaryCta: { label: "Create a free account", href: `${campaignPath(INTERVIEW_PREP_SLUG)}#${CAMPAIGN_SIGN_UP_ANCHOR}` },
    },
    {
      type: "benefits",
      heading: "Everything you need before the big day",
      intro: "Preparation beats talent on the day. Upstep gives you a plan, the words, and somewhere to use them.",
      items: [
        { icon: "file", title: "A checklist that covers the whole week", text: "Seventeen steps from one week out to the thank-you email, so nothing is left to the morning of the interview." },
        { icon: "chat", title: "Answers with a shape", text: "Turn your experience into STAR stories (situation, task, action, result) that are specific, short and memorable." },
        { icon: "star", title: "Advice from people who hire", text: "Our blog's interview guides are written by recruiters and career coaches, not by a content farm." },
        { icon: "briefcase", title: "Roles worth preparing for", text: "Search open jobs by title, place, pay and remote options, and apply on Upstep in a couple of clicks." },
        { icon: "clock", title: "Alerts while you practise", text: "Save a search and we email you new matching jobs, so you hear about the right role first." },
        { icon: "shield", title: "Free, private, yours", text: "Your account is free. You choose whether employers can find your profile, and you can delete it any time." },
      ],
    },
    {
      type: "testimonials",
      heading: "Job seekers who prepared with Upstep",
      items: [
        { quote: "I had always winged interviews. Writing five STAR stories from the checklist felt slow, but in the real interview every question mapped to one of them. I got the offer the next week.", name: "Alicia M.", role: "Patient care coordinator, Columbus" },
        { quote: "The day-before list saved me: I found out my video link was for the wrong time zone the night before, not ten minutes late.", name: "Devon R.", role: "Junior data analyst, remote" },
        { quote: "Asking what success looks like in the first 90 days turned the interview into a conversation. The hiring manager told me later that question stood out.", name: "Samir K.", role: "Warehouse shift lead, Dallas" },
      ],
    },
    {
      type: "faq",
      heading: "Interview prep questions",
      items: [
        { question: "Is the interview checklist really free?", answerHtml: "<p>Yes. Give us your email and the PDF downloads straight away. We may email you similar guides; every email has an unsubscribe link.</p>" },
        { question: "What is the STAR method?", answerHtml: "<p>A way to answer behavioural questions (<em>tell me about a time when...</em>): describe the <strong>Situation</strong>, your <strong>Task</strong>, the <strong>Action</strong> you took and the <strong>Result</strong>, with a number if you can. It keeps answers under two minutes and full of evidence.</p>" },
        { question: "How many questions should I ask the interviewer?", answerHtml: "<p>Prepare three and ask at least two: one about the team, one about how success in the role is measured, and one about the next steps and timing.</p>" },
        { question: "Do I need an account to read the interview guides?", answerHtml: `<p>No. The <a href="${blogTagPath("interviews")}">interview guides on our blog</a> are open to everyone. An account lets you apply on Upstep, save searches and get job alerts.</p>` },
      ],
    },
    signup("Create your free Upstep account", "Save jobs, get alerts for new roles and apply in a couple of clicks. It takes a minute.", "Create my free account"),
    {
      type: "cta",
      heading: "Ready to put the practice to work?",
      text: "New roles are added every day. Find the one worth preparing for.",
      button: { label: "Search jobs", href: "/jobs" },
    },
  ],
};

const resumeCampaign: SeedCampaignPage = {
  pageType: CAMPAIGN_PAGE_TYPE,
  slug: RESUME_CAMPAIGN_SLUG,
  title: "Turn your resume into interviews",
  description: "Upload your resume to Upstep once: we read it into your profile, employers searching for your skills can find you, and you apply to jobs in a couple of clicks.",
  keywords: "resume, resume builder, resume tips, upload resume, get found by employers",
  ogTitle: "Your resume, working for you | Upstep",
  sections: [
    {
      type: "hero",
      eyebrow: "Resume to profile in minutes",
      heading: "Make your resume work for you, even while you sleep",
      subheading:
        "Upload your resume once. Upstep reads your experience, education and skills into a profile you can polish, then uses it for every application and, if you say so, shows it to employers searching for people like you.",
      image: { src: "/images/campaigns/resume.png", alt: "A resume with skill tags and an arrow leading to a profile card" },
      primaryCta: { label: "Start with my resume", href: `${campaignPath(RESUME_CAMPAIGN_SLUG)}#${CAMPAIGN_SIGN_UP_ANCHOR}` },
      secondaryCta: { label: "Read resume advice", href: blogTagPath("resume") },
    },
    {
      type: "benefits",
      heading: "One resume, many doors",
      intro: "Stop retyping the same history into every application form.",
      items: [
        { icon: "file", title: "We read it for you", text: "Upload a PDF or Word resume and your work history, education and skills fill in your profile. You check and edit before anything is saved." },
        { icon: "check", title: "Skills employers search for", text: "Your skills are matched to the words recruiters use, so a search for your trade or tools finds you." },
        { icon: "trend", title: "Found by the right employers", text: "Turn on discoverability and hiring teams searching by skill and location can find your profile." },
        { icon: "briefcase", title: "Apply in a couple of clicks", text: "Your resume goes with each application on Upstep, and you can see every application you have sent in one place." },
        { icon: "shield", title: "You stay in control", text: "Hide your profile whenever you like, replace your resume at any time, and download or delete your data from your account." },
        { icon: "star", title: "Advice that makes it sharper", text: "Short, practical guides on resume structure, achievements with numbers and getting past applicant tracking systems." },
      ],
    },
    {
      type: "testimonials",
      heading: "What changed when their resume started working",
      items: [
        { quote: "I uploaded my resume on a Sunday and had my profile done before dinner. Two weeks later a recruiter from a clinic twenty minutes away got in touch about a night shift role.", name: "Grace T.", role: "Registered nurse, Cleveland" },
        { quote: "I used to spend an evening on each application. Now my resume and profile go with it, and I spend that time on the cover note instead.", name: "Marco L.", role: "HVAC technician, Phoenix" },
        { quote: "Rewriting my bullet points as results, with numbers, was the single most useful change. The guide on the blog walked me through it.", name: "Hannah W.", role: "Operations coordinator, remote" },
      ],
    },
    {
      type: "faq",
      heading: "Questions about your resume on Upstep",
      items: [
        { question: "What file types can I upload?", answerHtml: "<p>PDF, DOC, DOCX, RTF and TXT, up to 10 MB. A PDF exported from your word processor works best.</p>" },
        { question: "Will employers see my resume straight away?", answerHtml: "<p>No. Your profile is private until you choose to be discoverable. Employers you apply to see the resume you send with that application.</p>" },
        { question: "Can I change what was read from my resume?", answerHtml: "<p>Yes. You review everything before it is saved, and you can edit your work history, education and skills at any time from your profile.</p>" },
        { question: "Does Upstep cost anything for job seekers?", answerHtml: "<p>No. Creating an account, uploading a resume, applying and getting job alerts are free.</p>" },
      ],
    },
    signup("Start with a free account", "Create your account, confirm your email, then upload your resume from your profile.", "Create my account"),
    {
      type: "cta",
      heading: "Curious what is out there first?",
      text: "Browse open roles by state, category or company: no account needed.",
      button: { label: "Browse jobs", href: "/browse-jobs" },
    },
  ],
};

const gettingHired: SeedCampaignPage = {
  pageType: LANDING_PAGE_TYPE,
  slug: GETTING_HIRED_SLUG,
  title: "Getting hired with Upstep",
  description: "Upstep helps job seekers find open jobs, apply in a couple of clicks, get found by employers and prepare for interviews. Free for job seekers.",
  keywords: "get hired, job search, find a job, job alerts, apply for jobs, career advice",
  ogTitle: "Getting hired starts here | Upstep",
  sections: [
    {
      type: "hero",
      eyebrow: "For job seekers",
      heading: "Getting hired starts here",
      subheading:
        "Upstep brings open jobs, one-click applications, job alerts and honest career advice into one free account, so you spend your time on the roles that fit and less on the search itself.",
      image: { src: "/images/campaigns/getting-hired.png", alt: "Steps rising toward a briefcase, with a job search bar and an alert bell" },
      primaryCta: { label: "Create a free account", href: `${GETTING_HIRED_PATH}#${CAMPAIGN_SIGN_UP_ANCHOR}` },
      secondaryCta: { label: "Search jobs", href: "/jobs" },
    },
    {
      type: "benefits",
      heading: "How Upstep helps you get hired",
      items: [
        { icon: "briefcase", title: "Find the right openings", text: "Search by title, skill, place, pay and remote work, or browse by state, category and company." },
        { icon: "clock", title: "Hear about new jobs first", text: "Save a search and get an email when matching jobs are posted: at once, daily or weekly, your choice." },
        { icon: "check", title: "Apply in a couple of clicks", text: "Apply on Upstep with your saved resume and follow every application from your dashboard." },
        { icon: "trend", title: "Get found by employers", text: "Make your profile discoverable and hiring teams searching for your skills nearby can reach you." },
        { icon: "chat", title: "Prepare with real advice", text: "Guides on resumes, interviews, pay and career changes from recruiters and coaches, plus a free interview checklist." },
        { icon: "shield", title: "Private by default", text: "You decide who sees your profile. Download or delete your data whenever you want." },
      ],
    },
    {
      type: "testimonials",
      heading: "People who found their next step",
      items: [
        { quote: "The alerts did the searching for me. I applied to the right job the morning it was posted and started three weeks later.", name: "Tanya B.", role: "Medical assistant, Atlanta" },
        { quote: "After ten years in retail I wanted something new. The career change guides helped me see which of my skills transferred, and the jobs search did the rest.", name: "Luis G.", role: "Logistics coordinator, San Antonio" },
      ],
    },
    {
      type: "faq",
      heading: "Getting started",
      items: [
        { question: "What does it cost?", answerHtml: "<p>Nothing. Upstep is free for job seekers; employers pay to post jobs and search for talent.</p>" },
        { question: "Do I need an account to search for jobs?", answerHtml: "<p>No. Anyone can search and browse jobs. An account lets you apply on Upstep, save searches and get alerts.</p>" },
        { question: "Where should I start?", answerHtml: `<p>Create your account, upload your resume to fill in your profile, then save a search for the role you want. Before your first interview, <a href="${campaignPath(INTERVIEW_PREP_SLUG)}">get ready with our interview prep</a>.</p>` },
      ],
    },
    signup("Create your free account", "It takes a minute. Confirm your email and you are ready to apply.", "Create my free account"),
    {
      type: "cta",
      heading: "See who is hiring near you",
      text: "New jobs are added every day across healthcare, trades, logistics, tech and more.",
      button: { label: "Browse jobs", href: "/browse-jobs" },
    },
  ],
};

export const SEED_CAMPAIGN_PAGES: readonly SeedCampaignPage[] = [interviewPrep, resumeCampaign, gettingHired];

/**
 * Inserts the campaign and landing pages that are missing (by page_type + slug), published; never
 * overwrites what an editor changed. Returns how many it added.
 */
export async function seedCampaignPages(db: Db): Promise<number> {
  const rows = SEED_CAMPAIGN_PAGES.map((p) => ({
    pageType: p.pageType,
    slug: p.slug,
    title: p.title,
    description: p.description,
    keywords: p.keywords,
    ogTitle: p.ogTitle,
    ogType: "website",
    fields: campaignFieldsSchema.parse({ sections: p.sections }),
    status: "published" as const,
  }));
  const inserted = await db.insert(contentPages).values(rows).onConflictDoNothing().returning({ id: contentPages.id });
  return inserted.length;
}
