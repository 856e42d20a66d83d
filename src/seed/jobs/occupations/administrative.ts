import { FT, FT_PT, type Occupation } from "../occupation-types";

/** Curated Administrative occupations: titles, description sentences and pay ranges. */
export const ADMINISTRATIVE_OCCUPATIONS: Occupation[] = [
  {
    key: "administrative-assistant", category: "Administrative", subcategory: "Office Support",
    titles: ["Administrative Assistant", "Executive Assistant", "Office Assistant", "Administrative Coordinator"],
    pay: { period: "hour", min: 18, max: 26 }, types: FT_PT, remote: 0.1,
    summary: [
      "As an Administrative Assistant you will keep our office organized and our leaders focused.",
      "You will be trusted with calendars, communications and the details that make things run.",
    ],
    duties: [
      "Manage calendars and schedule meetings",
      "Prepare documents, reports and presentations",
      "Order supplies and coordinate with vendors",
      "Greet visitors and answer phones",
      "Support events and special projects",
    ],
    requirements: [
      "Two years of administrative experience",
      "Strong Microsoft Office or Google Workspace skills",
      "Excellent organization and discretion",
      "Clear written communication",
    ],
  },
  {
    key: "receptionist", category: "Administrative", subcategory: "Reception",
    titles: ["Receptionist", "Front Office Receptionist", "Medical Receptionist", "Front Desk Coordinator"],
    pay: { period: "hour", min: 15, max: 20 }, types: FT_PT, remote: 0,
    summary: [
      "As a Receptionist you will create a warm first impression for everyone who calls or walks in.",
      "You will be at the center of the office and know everyone by name.",
    ],
    duties: [
      "Greet visitors and answer a multi-line phone",
      "Schedule appointments and manage the lobby",
      "Sort mail and deliveries",
      "Keep the front area tidy and welcoming",
    ],
    requirements: [
      "Customer service or front desk experience",
      "Friendly, professional manner",
      "Basic computer skills",
      "High school diploma or equivalent",
    ],
  },
  {
    key: "office-manager", category: "Administrative", subcategory: "Office Support",
    titles: ["Office Manager", "Operations Coordinator", "Practice Manager", "Facilities Coordinator"],
    pay: { period: "year", min: 46000, max: 66000 }, types: FT, remote: 0,
    summary: [
      "As an Office Manager you will run the day-to-day operations of a busy office.",
      "You will be the person who makes work easier for everyone else.",
    ],
    duties: [
      "Oversee office operations, vendors and budgets",
      "Coordinate onboarding and workspace setup",
      "Supervise front office staff",
      "Plan meetings, events and travel",
    ],
    requirements: [
      "Three years of office or operations experience",
      "Budget and vendor management experience",
      "Strong organization and leadership",
      "Proficiency with office software",
    ],
  },
  {
    key: "hr-coordinator", category: "Administrative", subcategory: "Human Resources",
    titles: ["HR Coordinator", "Recruiter", "HR Generalist", "Talent Acquisition Coordinator"],
    pay: { period: "year", min: 45000, max: 68000 }, types: FT, remote: 0.2,
    summary: [
      "As an HR Coordinator you will support employees from their first interview through their whole career with us.",
      "You will learn every part of human resources on a collaborative people team.",
    ],
    duties: [
      "Schedule interviews and coordinate offers",
      "Run new-hire onboarding and paperwork",
      "Maintain employee records in the HRIS",
      "Answer questions about policies and benefits",
      "Support training and engagement programs",
    ],
    requirements: [
      "One to two years of HR or recruiting experience",
      "Discretion with confidential information",
      "Strong organization",
      "aPHR or SHRM-CP is a plus",
    ],
  },
  {
    key: "data-entry-clerk", category: "Administrative", subcategory: "Office Support",
    titles: ["Data Entry Clerk", "Records Clerk", "Billing Specialist", "Medical Records Clerk"],
    pay: { period: "hour", min: 15, max: 20 }, types: [["full-time", 5], ["part-time", 3], ["temporary", 2]], remote: 0.2,
    summary: [
      "As a Data Entry Clerk you will keep our records accurate, complete and up to date.",
      "It is a steady, detail-oriented role with a predictable schedule.",
    ],
    duties: [
      "Enter and update information in our systems",
      "Check data for errors and fix them",
      "Scan and file documents",
      "Prepare simple reports",
    ],
    requirements: [
      "Typing speed of 40 words per minute or more",
      "Attention to detail",
      "Basic computer skills",
      "High school diploma or equivalent",
    ],
  },
];
