import type { FooterItem, NavigationItem, NotificationBanner } from "@/features/content/types";

/*
 * The seeded navbar, footer and banner. Only routes that exist link here (issue 3: every link in the
 * seeded navbar and footer answers 200). Courses, interview prep, resume builder, personality
 * assessment, events, hiring and talent pipelines join these lists with their own issues; the blog
 * (issue 18) is under Resources.
 */
export const SEED_NAVBAR: NavigationItem[] = [
  { category: "job-seekers", title: "Find jobs", url: "/jobs", description: "Search open roles by keyword, location, salary and remote options." },
  { category: "job-seekers", title: "Browse jobs", url: "/browse-jobs", description: "Explore openings by state, city, category or company." },
  { category: "job-seekers", title: "Remote jobs", url: "/browse-jobs/remote", description: "Work from anywhere: every open remote role in one list." },
  { category: "job-seekers", title: "Companies", url: "/companies", description: "Research employers hiring on Upstep and see their open roles." },
  { category: "job-seekers", title: "Create your profile", url: "/join", description: "Sign up free and take the next step in your career." },
  {
    category: "job-seekers",
    title: "Tools & Training",
    url: "/candidates",
    description: "Free tools and guidance to plan your search, sharpen your skills and get hired.",
  },
  {
    category: "job-seekers",
    title: "Upstep mobile app",
    url: "/mobile-app",
    description: "Search jobs from your phone, wherever you are.",
    group: "tools-training",
  },
  {
    category: "job-seekers",
    title: "Jobs and career advice feed",
    url: "/rss",
    description: "Follow the newest openings and blog posts in any RSS reader.",
    group: "tools-training",
  },
  {
    category: "employer-solutions",
    title: "Employer resources",
    url: "/employers",
    description: "How Upstep helps you reach, engage and hire skilled talent.",
  },
  {
    category: "employer-solutions",
    title: "Create an employer account",
    url: "/join?employer=true",
    description: "Set up your company in minutes and start posting roles.",
  },
  { category: "community-partners", title: "Partner with us", url: "/contact", description: "Bring Upstep to your workforce program, college or nonprofit." },
  { category: "about", title: "About Upstep", url: "/about", description: "Our mission: connect skilled people with good jobs, wherever they start." },
  { category: "about", title: "Our impact", url: "/impact", description: "See how partners and job seekers use Upstep to open doors." },
  {
    category: "resources",
    title: "Career advice blog",
    url: "/blog-feed",
    description: "Practical advice on resumes, interviews, pay and hiring from Upstep's coaches and recruiters.",
  },
  { category: "resources", title: "FAQ", url: "/faq", description: "Quick answers about accounts, applications and privacy." },
  { category: "resources", title: "Accessibility", url: "/accessibility", description: "Our commitment to WCAG 2.2 AA and how to request help." },
];

export const SEED_FOOTER: FooterItem[] = [
  { category: "job-seekers", label: "Find jobs", url: "/jobs" },
  { category: "job-seekers", label: "Browse jobs", url: "/browse-jobs" },
  { category: "job-seekers", label: "Remote jobs", url: "/browse-jobs/remote" },
  { category: "job-seekers", label: "Companies", url: "/companies" },
  { category: "job-seekers", label: "Create your profile", url: "/join" },
  { category: "job-seekers", label: "Getting hired on Upstep", url: "/getting-hired" },
  { category: "tools", label: "Job seeker toolkit", url: "/candidates" },
  { category: "tools", label: "Mobile app", url: "/mobile-app" },
  { category: "employers", label: "Employer resources", url: "/employers" },
  { category: "employers", label: "Create an employer account", url: "/join?employer=true" },
  { category: "community-partners", label: "Our impact", url: "/impact" },
  { category: "about", label: "About Upstep", url: "/about" },
  { category: "about", label: "FAQ", url: "/faq" },
  { category: "resources", label: "Career advice blog", url: "/blog-feed" },
  { category: "resources", label: "Jobs and blog feed (RSS)", url: "/rss" },
  { category: "social", label: "LinkedIn", url: "https://www.linkedin.com/company/upstep-careers" },
  { category: "social", label: "Facebook", url: "https://www.facebook.com/upstepcareers" },
  { category: "social", label: "Instagram", url: "https://www.instagram.com/upstepcareers" },
  { category: "social", label: "YouTube", url: "https://www.youtube.com/@upstepcareers" },
  { category: "legal", label: "Privacy", url: "/privacy" },
  { category: "legal", label: "Terms of Use", url: "/terms-of-service" },
  { category: "legal", label: "Cookie Notice", url: "/cookie-notice" },
  { category: "legal", label: "CA Notices at Collection", url: "/ca-notices-at-collection" },
  { category: "legal", label: "Accessibility", url: "/accessibility" },
];

export const SEED_BANNER: NotificationBanner = {
  show_banner: true,
  content:
    'New on Upstep: search thousands of remote and local jobs with salary filters. <a href="/jobs">Start your search</a>',
  color: "#0001fc",
  alert_icon: true,
};
