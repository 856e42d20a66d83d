import type { StaticPageSlug } from "@/features/content/static-pages";
import type { PageFields } from "@/features/content/schemas";
import { ANDROID_PLAY_STORE_URL, IOS_APP_STORE_URL } from "@/lib/app-store";

/*
 * The seeded static pages (issue 3 part 12). Bodies are HTML with h2 sections; the page renders the
 * title as its one h1, the lead under it and the calls to action from `fields`.
 */
export type SeedPage = {
  slug: StaticPageSlug;
  title: string;
  description: string;
  keywords: string;
  ogTitle?: string;
  ogDescription?: string;
  fields: PageFields;
  sections: { heading: string; html: string }[];
};

const UPDATED = "Last updated: January 15, 2026";

export const SEED_PAGES: SeedPage[] = [
  {
    slug: "about",
    title: "About Upstep",
    description: "Upstep connects skilled people with good jobs and helps employers and community partners build stronger workforces.",
    keywords: "about Upstep, careers platform, mission, workforce development",
    ogTitle: "About Upstep: a careers platform built for people on the way up",
    fields: {
      lead: "Upstep is a careers platform that connects skilled talent with job opportunities, helps people build the skills employers ask for, and gives organisations a better way to find and engage candidates.",
      ctas: [
        { label: "Find jobs", href: "/jobs", variant: "primary" },
        { label: "Contact us", href: "/contact", variant: "outline" },
      ],
    },
    sections: [
      {
        heading: "Our mission",
        html: "<p>Talent is everywhere; opportunity is not. We build free tools that help people find work that fits their skills, grow into better roles and show employers what they can do, whether they are starting out, changing careers or returning to work.</p>",
      },
      {
        heading: "Who we serve",
        html: "<ul><li><strong>Job seekers</strong> search thousands of local and remote jobs, research companies and build a profile that travels with them.</li><li><strong>Employers</strong> post roles, reach qualified candidates and track talent pipelines in one place.</li><li><strong>Community partners</strong> such as workforce boards, colleges and nonprofits give the people they serve a clear path to employment.</li></ul>",
      },
      {
        heading: "How we work",
        html: "<p>We keep the job seeker side of Upstep free, we show salary information wherever employers share it, and we never sell personal information. We design for phones first and test every page against the WCAG 2.2 AA accessibility standard.</p>",
      },
      {
        heading: "Where we are",
        html: "<p>Upstep is a remote-first team with offices in Austin, Texas and Columbus, Ohio. You can reach us through the channels on our <a href=\"/contact\">contact page</a>.</p>",
      },
    ],
  },
  {
    slug: "contact",
    title: "Contact Upstep",
    description: "How to reach Upstep's support, employer, partnership, press and privacy teams.",
    keywords: "contact Upstep, support, help, employer sales, partnerships, press",
    fields: {
      lead: "Choose the team that fits your question and we will reply within one business day (Monday to Friday, 8 am to 6 pm Central Time).",
    },
    sections: [
      {
        heading: "Job seeker support",
        html: "<p>Help with your account, applications, job alerts or profile: email <a href=\"mailto:support@upstep.example\">support@upstep.example</a>. Many questions are answered in our <a href=\"/faq\">FAQ</a>.</p>",
      },
      {
        heading: "Employers and hiring teams",
        html: "<p>Posting jobs, company pages and talent pipelines: email <a href=\"mailto:employers@upstep.example\">employers@upstep.example</a> or call <a href=\"tel:+18005550142\">1-800-555-0142</a>.</p>",
      },
      {
        heading: "Community partners",
        html: "<p>Bring Upstep to your workforce program, college, library or nonprofit: email <a href=\"mailto:partners@upstep.example\">partners@upstep.example</a>.</p>",
      },
      {
        heading: "Press",
        html: "<p>Interview requests and media enquiries: <a href=\"mailto:press@upstep.example\">press@upstep.example</a>.</p>",
      },
      {
        heading: "Privacy and accessibility",
        html: "<p>To exercise your privacy rights, email <a href=\"mailto:privacy@upstep.example\">privacy@upstep.example</a> (see our <a href=\"/privacy\">Privacy Policy</a>). To report an accessibility barrier or ask for content in another format, email <a href=\"mailto:accessibility@upstep.example\">accessibility@upstep.example</a>.</p><p>Mail: Upstep, Inc., 600 Congress Avenue, Suite 1400, Austin, TX 78701.</p>",
      },
    ],
  },
  {
    slug: "faq",
    title: "Frequently asked questions",
    description: "Answers to common questions about Upstep accounts, job search, applications, employers and privacy.",
    keywords: "Upstep FAQ, help, job search questions, account, employers",
    fields: { lead: "Quick answers to the questions we hear most. Still stuck? Visit our contact page." },
    sections: [
      {
        heading: "Is Upstep free for job seekers?",
        html: "<p>Yes. Searching jobs, creating a profile, saving jobs, setting job alerts and applying are free, and always will be.</p>",
      },
      {
        heading: "Do I need an account to search for jobs?",
        html: "<p>No. Anyone can <a href=\"/jobs\">search jobs</a> and <a href=\"/browse-jobs\">browse by location or category</a>. An account lets you save jobs, get alerts and apply with your profile. <a href=\"/join\">Create one in a minute</a>.</p>",
      },
      {
        heading: "How do I reset my password or turn on two-step verification?",
        html: "<p>Use “Forgot password” on the log-in page to get a reset link by email. Once you are logged in, go to your account security settings to add two-step verification with an authenticator app.</p>",
      },
      {
        heading: "Who can see my profile?",
        html: "<p>Your profile is private until you apply to a job or choose to share it with employers. You can change this at any time, and you can delete your account and its data from your account settings.</p>",
      },
      {
        heading: "How do employers post jobs?",
        html: "<p>Create an <a href=\"/join?employer=true\">employer account</a>, add your company details and publish a posting. Our team checks new employers before their first job goes live. See <a href=\"/employers\">employer resources</a> for more.</p>",
      },
      {
        heading: "How do I report a suspicious job posting?",
        html: "<p>Email <a href=\"mailto:trust@upstep.example\">trust@upstep.example</a> with a link to the posting. Never pay an employer to apply or share bank details before a formal offer.</p>",
      },
    ],
  },
  {
    slug: "privacy",
    title: "Privacy Policy",
    description: "How Upstep collects, uses, shares and protects personal information, and the choices and rights you have.",
    keywords: "Upstep privacy policy, personal information, data rights, CCPA",
    fields: { lead: "This policy explains what personal information Upstep, Inc. collects when you use our website and apps, why we use it, and the choices you have.", updatedLabel: UPDATED },
    sections: [
      {
        heading: "Information we collect",
        html: "<ul><li><strong>Information you give us:</strong> your name, email address, password, profile details such as work history, education, skills, location preferences and resume, and the messages you send us.</li><li><strong>Information from your use of Upstep:</strong> searches, jobs viewed, saved and applied to, device and browser type, IP address and approximate location, and cookie identifiers (see our <a href=\"/cookie-notice\">Cookie Notice</a>).</li><li><strong>Information from others:</strong> employers you apply to may tell us the outcome of your application; sign-in providers such as Google send us your name and email if you choose to use them.</li></ul>",
      },
      {
        heading: "How we use it",
        html: "<p>We use personal information to run your account, show relevant jobs and courses, send the alerts you ask for, share your application with the employer you apply to, keep Upstep secure and prevent fraud, improve our services, and comply with the law.</p>",
      },
      {
        heading: "When we share it",
        html: "<p>We share your application and profile with an employer only when you apply or choose to share. We use service providers (hosting, email delivery, analytics) under contracts that limit their use of your data. We disclose information when the law requires it. <strong>We do not sell personal information</strong>, and we share it for cross-context behavioural advertising only with your consent.</p>",
      },
      {
        heading: "Your choices and rights",
        html: "<p>You can update or delete your profile, download your data, unsubscribe from emails and change cookie settings at any time. Depending on where you live you may also have the right to know, correct, delete or limit the use of your information; California residents can read our <a href=\"/ca-notices-at-collection\">CA Notices at Collection</a>. Email <a href=\"mailto:privacy@upstep.example\">privacy@upstep.example</a> to make a request; we answer within 45 days and never treat you differently for using your rights.</p>",
      },
      {
        heading: "Retention and security",
        html: "<p>We keep account data while your account is active and delete it within 90 days after you close it, except where the law requires longer. Data is encrypted in transit and at rest, access is limited to staff who need it, and administrators use two-step verification.</p>",
      },
      {
        heading: "Contact",
        html: "<p>Questions about this policy: <a href=\"mailto:privacy@upstep.example\">privacy@upstep.example</a> or Upstep, Inc., Attn: Privacy, 600 Congress Avenue, Suite 1400, Austin, TX 78701. We will post any change here and email account holders about material changes.</p>",
      },
    ],
  },
  {
    slug: "terms-of-service",
    title: "Terms of Use",
    description: "The terms that govern your use of Upstep's website, apps and services for job seekers, employers and partners.",
    keywords: "Upstep terms of use, terms of service, user agreement",
    ogTitle: "Upstep Terms of Use",
    fields: { lead: "These terms are an agreement between you and Upstep, Inc. By creating an account or using Upstep you accept them.", updatedLabel: UPDATED },
    sections: [
      {
        heading: "Your account",
        html: "<p>You must be at least 16 years old to create an account. Keep your password secret and your information accurate; you are responsible for activity on your account. Tell us at once at <a href=\"mailto:support@upstep.example\">support@upstep.example</a> if you think someone else has used it.</p>",
      },
      {
        heading: "Using Upstep fairly",
        html: "<ul><li>Do not post false, misleading or discriminatory job listings or profiles.</li><li>Do not ask job seekers for payment, bank details or identity documents before a formal offer.</li><li>Do not scrape, copy or resell Upstep content or data, or try to get around our security.</li><li>Do not harass other users or upload content you have no right to share.</li></ul>",
      },
      {
        heading: "Employers",
        html: "<p>Employers are responsible for their postings and hiring decisions and must follow applicable employment and anti-discrimination law. Candidate information obtained through Upstep may be used only to consider candidates for employment.</p>",
      },
      {
        heading: "Content and licences",
        html: "<p>You keep ownership of the content you submit, and you give Upstep a licence to host and display it to run the service (for example, to show your application to the employer you chose). Upstep's software, design and brand remain ours.</p>",
      },
      {
        heading: "Disclaimers and liability",
        html: "<p>Upstep is a platform: we do not guarantee any job, hire or candidate, and employers' postings are their own. To the extent the law allows, Upstep is provided “as is” and our liability is limited to the amount you paid us in the previous 12 months, or $100 if you paid nothing.</p>",
      },
      {
        heading: "Changes and contact",
        html: "<p>We may update these terms and will tell account holders about material changes at least 30 days before they apply. These terms are governed by the laws of Texas. Questions: <a href=\"mailto:legal@upstep.example\">legal@upstep.example</a>.</p>",
      },
    ],
  },
  {
    slug: "impact",
    title: "Our impact",
    description: "How Upstep helps job seekers, employers and community partners: the results behind our mission.",
    keywords: "Upstep impact, workforce outcomes, job placement, community partners",
    fields: {
      lead: "We measure success by the people who find work through Upstep and the organisations that help them get there.",
      ctas: [{ label: "Partner with us", href: "/contact", variant: "primary" }],
    },
    sections: [
      {
        heading: "2025 at a glance",
        html: "<ul><li><strong>312,000</strong> job seekers created a profile.</li><li><strong>48,500</strong> reported a new job or promotion.</li><li><strong>5,800</strong> employers posted roles, 61% of them with salary ranges.</li><li><strong>140</strong> workforce boards, colleges and nonprofits used Upstep with the people they serve.</li></ul>",
      },
      {
        heading: "Opening doors beyond the degree",
        html: "<p>Most roles on Upstep can be filled on skills and experience. We encourage employers to list skills rather than degree requirements, and 44% of postings in 2025 did.</p>",
      },
      {
        heading: "Working with community partners",
        html: "<p>Career coaches use Upstep to help clients build profiles, practise interviews and follow their applications. Partners see aggregate, anonymised outcomes, never individual data without the job seeker's consent.</p>",
      },
      {
        heading: "How we count",
        html: "<p>Figures come from our own platform data for calendar year 2025. Job outcomes are self-reported by job seekers in a follow-up survey sent 90 days after they apply.</p>",
      },
    ],
  },
  {
    slug: "mobile-app",
    title: "The Upstep mobile app",
    description: "Search, save and apply to jobs from your phone with the free Upstep app for iPhone and Android.",
    keywords: "Upstep app, job search app, iPhone, Android, mobile",
    fields: {
      lead: "Your job search, in your pocket. The free Upstep app works with the same account as the website, so your saved jobs and alerts follow you.",
      ctas: [
        { label: "Download on the App Store", href: IOS_APP_STORE_URL, variant: "primary" },
        { label: "Get it on Google Play", href: ANDROID_PLAY_STORE_URL, variant: "outline" },
      ],
    },
    sections: [
      {
        heading: "What you can do",
        html: "<ul><li>Search jobs near you or remote and filter by salary and job type.</li><li>Get a notification the moment a matching job is posted.</li><li>Save jobs and apply with your Upstep profile in a few taps.</li><li>Keep track of every application in one list.</li></ul>",
      },
      {
        heading: "Requirements",
        html: "<p>iPhone with iOS 16 or later, or Android 10 or later. The app supports VoiceOver, TalkBack and large text sizes.</p>",
      },
      {
        heading: "Prefer the browser?",
        html: "<p>Everything in the app also works on the website from any phone. Start with <a href=\"/jobs\">Find jobs</a>.</p>",
      },
    ],
  },
  {
    slug: "employers",
    title: "Hire skilled talent with Upstep",
    description: "Post jobs, reach qualified candidates and build talent pipelines with Upstep's employer tools.",
    keywords: "Upstep for employers, post jobs, hiring, talent pipelines, recruiting",
    ogTitle: "Upstep for employers",
    fields: {
      lead: "Reach job seekers who are building the skills you need, and manage your candidates from first contact to hire.",
      ctas: [
        { label: "Create an employer account", href: "/join?employer=true", variant: "primary" },
        { label: "Talk to our team", href: "/contact", variant: "outline" },
      ],
    },
    sections: [
      {
        heading: "Post jobs where skilled people are looking",
        html: "<p>Your postings appear in Upstep search, on your company page and in job alerts that match them. Postings with a salary range get more qualified applicants, so we show ranges prominently.</p>",
      },
      {
        heading: "Build talent pipelines",
        html: "<p>Save promising candidates into pipelines for current and future roles, see their skills and experience at a glance, and invite them to apply when the right job opens.</p>",
      },
      {
        heading: "Hire with community partners",
        html: "<p>Workforce boards and training providers on Upstep can refer candidates who have completed relevant training, helping you fill roles faster and widen your talent pool.</p>",
      },
      {
        heading: "Getting started",
        html: "<ol><li>Create a free employer account and verify your email.</li><li>Add your company profile: logo, description and locations.</li><li>Post your first job. Our team reviews new employers within one business day.</li></ol>",
      },
    ],
  },
  {
    slug: "candidates",
    title: "Your next step starts here",
    description: "Free tools for job seekers: search jobs, research companies, build your profile and prepare to get hired.",
    keywords: "job seekers, find a job, career tools, candidate profile, job search tips",
    ogTitle: "Upstep for job seekers",
    fields: {
      lead: "Whether you are looking for your first job, a better one or a new career, Upstep's free tools help at every step.",
      ctas: [
        { label: "Join Upstep free", href: "/join", variant: "primary" },
        { label: "Find jobs", href: "/jobs", variant: "outline" },
      ],
    },
    sections: [
      {
        heading: "Search smarter",
        html: "<p>Search by keyword, location and distance, or browse jobs by <a href=\"/browse-jobs\">state, city and category</a>. Filter for remote work, salary and job type, and research employers on their <a href=\"/companies\">company pages</a>.</p>",
      },
      {
        heading: "Build a profile that works for you",
        html: "<p>Add your experience, education, skills and certifications once and use them for every application. You decide when employers can see your profile.</p>",
      },
      {
        heading: "Never miss a match",
        html: "<p>Set job alerts for the searches you care about and get new openings by email, follow the <a href=\"/rss\">new jobs feed</a>, or get notifications in the <a href=\"/mobile-app\">mobile app</a>.</p>",
      },
      {
        heading: "For community partners",
        html: "<p>If you help people find work, share this page with them. Upstep is free for job seekers, and our <a href=\"/contact\">partnerships team</a> can set up group onboarding sessions.</p>",
      },
    ],
  },
  {
    slug: "cookie-notice",
    title: "Cookie Notice",
    description: "Which cookies and similar technologies Upstep uses, why, and how to control them.",
    keywords: "Upstep cookie notice, cookies, tracking, consent, cookie settings",
    fields: { lead: "This notice explains how Upstep uses cookies and similar technologies, and how you can change your choices.", updatedLabel: UPDATED },
    sections: [
      {
        heading: "What cookies are",
        html: "<p>Cookies are small text files a website stores in your browser. We also use similar technologies such as local storage. Some are set by Upstep (first-party) and some by services we use (third-party).</p>",
      },
      {
        heading: "The cookies we use",
        html: "<ul><li><strong>Strictly necessary</strong> keep you signed in, protect forms against forgery and remember your cookie choices. They cannot be turned off.</li><li><strong>Functional</strong> remember preferences such as a dismissed announcement banner or your recent searches.</li><li><strong>Analytics</strong> (Google Tag Manager and Google Analytics) tell us how pages are used so we can improve them. They load only if you agree.</li><li><strong>Advertising</strong> measure our own campaigns on other sites. They load only if you agree.</li></ul>",
      },
      {
        heading: "Your choices",
        html: "<p>Use <strong>Cookies Settings</strong> or <strong>Your Privacy Choices</strong> at the bottom of any page to accept or refuse optional cookies at any time. Your browser can also block or delete cookies; blocking strictly necessary cookies stops log-in from working. We honour the Global Privacy Control signal as a refusal of advertising cookies.</p>",
      },
      {
        heading: "More information",
        html: "<p>See our <a href=\"/privacy\">Privacy Policy</a> for how we handle personal information, or email <a href=\"mailto:privacy@upstep.example\">privacy@upstep.example</a>.</p>",
      },
    ],
  },
  {
    slug: "ca-notices-at-collection",
    title: "California Notices at Collection",
    description: "The categories of personal information Upstep collects from California residents, why, and for how long.",
    keywords: "CCPA notice at collection, California privacy, CPRA, personal information",
    ogTitle: "Upstep California Notices at Collection",
    fields: {
      lead: "If you live in California, the California Consumer Privacy Act gives you the right to know, at or before collection, what personal information we collect and why. This notice summarises it; our Privacy Policy has the details.",
      updatedLabel: UPDATED,
    },
    sections: [
      {
        heading: "Job seekers and site visitors",
        html: "<table><caption>Personal information we collect, why, and how long we keep it</caption><thead><tr><th scope=\"col\">Category</th><th scope=\"col\">Purpose</th><th scope=\"col\">Retention</th></tr></thead><tbody><tr><td>Identifiers (name, email, account id, IP address)</td><td>Account, security, communications</td><td>Life of the account plus 90 days</td></tr><tr><td>Professional and education information (work history, resume, skills)</td><td>Job matching and applications you choose to make</td><td>Life of the account plus 90 days</td></tr><tr><td>Internet activity (searches, pages viewed)</td><td>Recommendations, analytics with consent</td><td>Up to 25 months</td></tr><tr><td>Approximate geolocation</td><td>Showing nearby jobs</td><td>Up to 25 months</td></tr><tr><td>Sensitive information (account log-in credentials)</td><td>Signing you in; never used to infer characteristics</td><td>Life of the account</td></tr></tbody></table>",
      },
      {
        heading: "Applicants to Upstep's own jobs",
        html: "<p>When you apply to work at Upstep we collect your contact details, resume, interview notes and, if you choose to provide it, demographic information for equal-opportunity reporting. We use it to evaluate your application and keep it for 4 years as employment law requires.</p>",
      },
      {
        heading: "Sale and sharing",
        html: "<p>We do not sell personal information. We share it for cross-context behavioural advertising only if you accept advertising cookies; you can opt out at any time with <strong>Your Privacy Choices</strong> at the bottom of any page.</p>",
      },
      {
        heading: "Your rights",
        html: "<p>You may ask to know, delete or correct your personal information and to limit the use of sensitive information. Email <a href=\"mailto:privacy@upstep.example\">privacy@upstep.example</a>; an authorised agent may make a request on your behalf. Read the full <a href=\"/privacy\">Privacy Policy</a>.</p>",
      },
    ],
  },
  {
    slug: "accessibility",
    title: "Accessibility statement",
    description: "Upstep's commitment to an accessible careers platform that meets WCAG 2.2 level AA, and how to get help.",
    keywords: "Upstep accessibility, WCAG 2.2 AA, screen reader, assistive technology",
    fields: { lead: "Everyone should be able to find work on Upstep. We design, build and test for people of all abilities and the technologies they use.", updatedLabel: UPDATED },
    sections: [
      {
        heading: "Our standard",
        html: "<p>We aim to conform to the <a href=\"https://www.w3.org/TR/WCAG22/\">Web Content Accessibility Guidelines (WCAG) 2.2</a> at level AA across the website and apps.</p>",
      },
      {
        heading: "What we do",
        html: "<ul><li>Every page has a skip-to-main-content link, one main heading and landmarks for screen-reader navigation.</li><li>All features work with a keyboard alone, with a visible focus indicator.</li><li>Text and controls meet AA colour contrast, and pages work at 400% zoom and on small screens.</li><li>Automated accessibility checks run on every release, and we test with NVDA, JAWS, VoiceOver and TalkBack.</li></ul>",
      },
      {
        heading: "Known limitations",
        html: "<p>Some documents uploaded by employers, such as PDF job descriptions, may not be fully accessible. Ask us and we will provide the content in another format within two business days.</p>",
      },
      {
        heading: "Feedback and help",
        html: "<p>If something on Upstep does not work for you, email <a href=\"mailto:accessibility@upstep.example\">accessibility@upstep.example</a> or call <a href=\"tel:+18005550199\">1-800-555-0199</a>. Tell us the page and the problem; we reply within two business days and can help you apply by another means in the meantime.</p>",
      },
    ],
  },
];
