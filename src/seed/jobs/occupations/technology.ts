import { FT, TECH_MIX, type Occupation } from "../occupation-types";

/** Curated Technology occupations: titles, description sentences and pay ranges. */
export const TECHNOLOGY_OCCUPATIONS: Occupation[] = [
  {
    key: "software-engineer", category: "Technology", subcategory: "Software Development",
    titles: ["Software Engineer", "Senior Software Engineer", "Full Stack Developer", "Backend Engineer", "Frontend Developer", "Software Developer II"],
    pay: { period: "year", min: 95000, max: 175000 }, types: TECH_MIX, remote: 0.35,
    summary: [
      "As a Software Engineer you will design, build and run the services our customers rely on every day.",
      "You will work in a small cross-functional team that owns its work from the first sketch to production.",
      "We value clear code, thoughtful reviews and shipping in small, safe steps.",
    ],
    duties: [
      "Design and implement features across the web application and APIs",
      "Write automated tests and keep the build fast and green",
      "Review code and share knowledge with teammates",
      "Monitor services in production and take part in a humane on-call rotation",
      "Work with product and design to shape requirements",
      "Improve performance, accessibility and reliability",
    ],
    requirements: [
      "Experience with TypeScript, Java, Go, Python or a similar language",
      "Working knowledge of SQL databases and web APIs",
      "Familiarity with cloud infrastructure and CI/CD",
      "A degree in computer science or equivalent practical experience",
      "Clear written communication",
    ],
  },
  {
    key: "it-support-specialist", category: "Technology", subcategory: "IT Support",
    titles: ["IT Support Specialist", "Help Desk Technician", "Desktop Support Technician", "IT Support Technician II"],
    pay: { period: "hour", min: 22, max: 32 }, types: [["full-time", 8], ["contract", 2]], remote: 0.1,
    summary: [
      "As an IT Support Specialist you will keep our people productive by solving technology problems quickly and kindly.",
      "You will be the go-to person for laptops, accounts, printers and everything in between.",
    ],
    duties: [
      "Answer tickets, calls and chats from employees across several sites",
      "Set up laptops, phones and accounts for new hires",
      "Troubleshoot hardware, software and network issues",
      "Maintain asset inventory and documentation",
      "Escalate complex issues to systems and network teams",
    ],
    requirements: [
      "One to two years of help desk or desktop support experience",
      "Familiarity with Windows, macOS and Microsoft 365",
      "CompTIA A+ or similar certification preferred",
      "Patience and a customer-first attitude",
    ],
  },
  {
    key: "data-analyst", category: "Technology", subcategory: "Data & Analytics",
    titles: ["Data Analyst", "Business Intelligence Analyst", "Senior Data Analyst", "Reporting Analyst"],
    pay: { period: "year", min: 65000, max: 110000 }, types: TECH_MIX, remote: 0.3,
    summary: [
      "As a Data Analyst you will turn raw data into answers that leaders use to make decisions.",
      "You will own dashboards and analyses end to end, from the query to the story.",
    ],
    duties: [
      "Write SQL to gather, clean and combine data from several systems",
      "Build and maintain dashboards and recurring reports",
      "Analyze trends and present findings to non-technical audiences",
      "Define metrics with business partners and keep definitions consistent",
      "Improve data quality by tracing and fixing issues at the source",
    ],
    requirements: [
      "Strong SQL and spreadsheet skills",
      "Experience with a BI tool such as Power BI, Tableau or Looker",
      "Python or R for analysis is a plus",
      "A bachelor's degree in a quantitative field or equivalent experience",
    ],
  },
  {
    key: "network-administrator", category: "Technology", subcategory: "IT Support",
    titles: ["Network Administrator", "Systems Administrator", "Network Engineer", "IT Infrastructure Administrator"],
    pay: { period: "year", min: 70000, max: 108000 }, types: FT, remote: 0.12,
    summary: [
      "As a Network Administrator you will keep our networks and servers secure, fast and available.",
      "You will plan upgrades, automate routine work and be the expert others lean on during incidents.",
    ],
    duties: [
      "Configure and maintain switches, routers, firewalls and wireless networks",
      "Manage servers, backups and patching",
      "Monitor performance and resolve outages",
      "Document network diagrams and procedures",
      "Plan and carry out infrastructure projects",
    ],
    requirements: [
      "Three or more years administering networks or systems",
      "CCNA, Network+ or similar certification preferred",
      "Experience with VPNs, VLANs and firewalls",
      "Scripting experience in PowerShell or Bash",
    ],
  },
  {
    key: "cybersecurity-analyst", category: "Technology", subcategory: "Cybersecurity",
    titles: ["Cybersecurity Analyst", "Information Security Analyst", "SOC Analyst", "Security Engineer"],
    pay: { period: "year", min: 85000, max: 135000 }, types: TECH_MIX, remote: 0.25,
    summary: [
      "As a Cybersecurity Analyst you will protect our systems and data by finding and stopping threats early.",
      "You will join a security team that values curiosity, calm and continuous learning.",
    ],
    duties: [
      "Monitor security alerts and investigate suspicious activity",
      "Respond to incidents and lead them to resolution",
      "Run vulnerability scans and track remediation",
      "Improve detection rules and playbooks",
      "Train employees on phishing and safe practices",
    ],
    requirements: [
      "Two or more years in security operations or IT",
      "Security+, CySA+ or similar certification",
      "Knowledge of networking, operating systems and common attack techniques",
      "Experience with a SIEM tool",
    ],
  },
];
