import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { candidatePreferences, candidateProfiles, candidateSkills, companies, companyMembers, education, users, workHistory } from "@/db/schema";
import { matchSkills } from "@/features/skills/server/queries";

/*
 * Talent search's demo (issue 17, decision 042): about forty discoverable candidates in healthcare,
 * the trades, offices and tech, most near Columbus, Dayton and Cincinnati (Northwind Health's
 * places) and some elsewhere, with skills from the vocabulary, jobs and schools; and the demo
 * recruiter (recruiter@upstep.local) a recruiter member of Northwind Health, so logging in as them
 * opens /talent/subscribers with people to find. The candidates have no password (nobody logs in as
 * them). Written once: nothing happens when the first of them exists. The demo candidate
 * (candidate@upstep.local) stays private, as every new profile is.
 */
export const DEMO_TALENT_EMAIL_DOMAIN = "talent.demo.upstep.local";
const DEMO_RECRUITER_EMAIL = "recruiter@upstep.local";
const DEMO_COMPANY = "northwind-health";

type Archetype = { headline: string; titles: [string, string]; employers: [string, string]; skills: string; degree: string; school: string; summary: string; desired: string[] };

const ARCHETYPES: Archetype[] = [
  { headline: "Registered Nurse", titles: ["Registered Nurse", "Patient Care Technician"], employers: ["OhioHealth Riverside", "Mercy Urgent Care"], skills: "Patient Care, Triage, IV Therapy, Vital Signs, Electronic Health Records, BLS", degree: "Bachelor of Science in Nursing (BSN)", school: "The Ohio State University", summary: "Med-surg and telemetry nurse who precepts new graduates and keeps patients and families informed.", desired: ["Registered Nurse", "Charge Nurse"] },
  { headline: "ICU Nurse", titles: ["ICU Registered Nurse", "Registered Nurse"], employers: ["Miami Valley Hospital", "Kettering Health"], skills: "Critical Care, Ventilator Management, IV Therapy, Triage, ACLS, Patient Care", degree: "ADN", school: "Sinclair Community College", summary: "Critical care nurse on a 24-bed ICU: titrating drips, ventilated patients and rapid responses.", desired: ["ICU Nurse"] },
  { headline: "Medical Assistant", titles: ["Certified Medical Assistant", "Front Desk Coordinator"], employers: ["Northside Family Clinic", "Bright Smiles Dental"], skills: "Phlebotomy, Vital Signs, Medical Terminology, Appointment Scheduling, Electronic Health Records", degree: "Medical Assistant Certificate", school: "Columbus State Community College", summary: "Rooms patients, draws blood and keeps a four-provider clinic on schedule.", desired: ["Medical Assistant"] },
  { headline: "Pharmacy Technician", titles: ["Pharmacy Technician", "Cashier"], employers: ["Kroger Pharmacy", "Target"], skills: "Pharmacy, Medication Administration, Inventory Management, Customer Service", degree: "Pharmacy Technician Certificate", school: "Cincinnati State", summary: "Certified pharmacy technician filling 400 prescriptions a day and handling insurance rejections.", desired: ["Pharmacy Technician"] },
  { headline: "Journeyman Electrician", titles: ["Journeyman Electrician", "Apprentice Electrician"], employers: ["Buckeye Electric", "IBEW Local 683"], skills: "Electrical Wiring, Blueprint Reading, Conduit Bending, OSHA, Troubleshooting", degree: "Electrical Apprenticeship Certificate", school: "IBEW JATC", summary: "Commercial and industrial wiring, panel upgrades and service calls; OSHA 30.", desired: ["Electrician", "Maintenance Electrician"] },
  { headline: "Welder and Fabricator", titles: ["Welder Fabricator", "Production Welder"], employers: ["Great Lakes Fabrication", "Dayton Steel"], skills: "Welding, MIG Welding, TIG Welding, Blueprint Reading, Forklift", degree: "Welding Technology Certificate", school: "Hobart Institute of Welding Technology", summary: "MIG and TIG on steel and aluminium, reading prints and fitting up structural parts.", desired: ["Welder", "Fabricator"] },
  { headline: "HVAC Technician", titles: ["HVAC Service Technician", "HVAC Installer"], employers: ["Comfort Air Services", "Queen City Heating"], skills: "HVAC, Refrigeration, Troubleshooting, Customer Service, Preventive Maintenance", degree: "HVAC Certificate", school: "Cincinnati State", summary: "EPA 608 universal; residential and light commercial service, diagnostics and installs.", desired: ["HVAC Technician"] },
  { headline: "Warehouse Lead", titles: ["Warehouse Lead", "Forklift Operator"], employers: ["Amazon Fulfillment", "Exel Logistics"], skills: "Forklift, Inventory Management, Shipping and Receiving, Warehouse Management Systems, Team Leadership", degree: "High School Diploma", school: "Whetstone High School", summary: "Leads a team of 12 on second shift: receiving, put-away, cycle counts and safety huddles.", desired: ["Warehouse Supervisor"] },
  { headline: "Administrative Assistant", titles: ["Administrative Assistant", "Receptionist"], employers: ["Huntington Bank", "Lane Law Offices"], skills: "Microsoft Office, Data Entry, Scheduling, Customer Service, Bookkeeping", degree: "Associate of Applied Science in Business", school: "Columbus State Community College", summary: "Keeps calendars, travel and expense reports in order for an office of 30.", desired: ["Office Manager", "Executive Assistant"] },
  { headline: "Staff Accountant", titles: ["Staff Accountant", "Accounts Payable Specialist"], employers: ["Cardinal Health", "Worthington Industries"], skills: "Accounting, Accounts Payable, Excel, QuickBooks, Financial Reporting", degree: "Bachelor of Business Administration in Accounting", school: "University of Cincinnati", summary: "Month-end close, reconciliations and AP for a $200M business unit.", desired: ["Senior Accountant"] },
  { headline: "Customer Service Representative", titles: ["Customer Service Representative", "Call Center Agent"], employers: ["Nationwide", "Spectrum"], skills: "Customer Service, Call Center, Data Entry, Microsoft Office, Conflict Resolution", degree: "High School Diploma", school: "Dayton Early College Academy", summary: "Handles 60 calls a day with a 95% satisfaction score; bilingual English and Spanish.", desired: ["Customer Service Supervisor"] },
  { headline: "Software Engineer", titles: ["Software Engineer", "Junior Developer"], employers: ["Root Insurance", "CoverMyMeds"], skills: "JavaScript, TypeScript, React, Node.js, SQL, Git", degree: "B.S. Computer Science", school: "The Ohio State University", summary: "Full-stack engineer building React front ends and Node services on PostgreSQL.", desired: ["Software Engineer", "Full Stack Developer"] },
  { headline: "Data Analyst", titles: ["Data Analyst", "Business Analyst"], employers: ["Kroger Technology", "84.51°"], skills: "SQL, Python, Excel, Tableau, Data Analysis", degree: "Master of Science in Business Analytics", school: "University of Cincinnati", summary: "Builds dashboards and forecasts for merchandising teams; SQL, Python and Tableau every day.", desired: ["Data Analyst", "Analytics Manager"] },
  { headline: "IT Support Specialist", titles: ["IT Support Specialist", "Help Desk Technician"], employers: ["Wright-Patterson AFB Contractor", "Reynolds and Reynolds"], skills: "Technical Support, Troubleshooting, Windows, Active Directory, Networking", degree: "Associate of Applied Science in Information Technology", school: "Sinclair Community College", summary: "Tier 2 support for 800 users: imaging, Active Directory, printers and the odd network outage.", desired: ["Systems Administrator"] },
];

const PLACES = [
  { zip: "43215", city: "Columbus", state: "OH" },
  { zip: "43201", city: "Columbus", state: "OH" },
  { zip: "43085", city: "Columbus", state: "OH" },
  { zip: "43017", city: "Dublin", state: "OH" },
  { zip: "45402", city: "Dayton", state: "OH" },
  { zip: "45419", city: "Dayton", state: "OH" },
  { zip: "45202", city: "Cincinnati", state: "OH" },
  { zip: "45219", city: "Cincinnati", state: "OH" },
  { zip: "44113", city: "Cleveland", state: "OH" },
  { zip: "46204", city: "Indianapolis", state: "IN" },
  { zip: "40202", city: "Louisville", state: "KY" },
  { zip: "15222", city: "Pittsburgh", state: "PA" },
  { zip: "60614", city: "Chicago", state: "IL" },
  { zip: "78701", city: "Austin", state: "TX" },
];

const FIRST = ["Jordan", "Taylor", "Morgan", "Alex", "Jamie", "Riley", "Avery", "Quinn", "Cameron", "Drew", "Maya", "Elena", "Marcus", "Priya", "Andre", "Sofia", "Darnell", "Grace", "Luis", "Hannah"];
const LAST = ["Nguyen", "Patel", "Johnson", "Garcia", "Williams", "Brown", "Okafor", "Miller", "Davis", "Lopez", "Wilson", "Anderson", "Thomas", "Moore", "Jackson", "Martin", "Lee", "Harris", "Clark", "Lewis"];
const AUTHORIZATIONS = ["authorized", "authorized", "authorized", "needs-sponsorship", "authorized", ""] as const;
export const DEMO_TALENT_COUNT = 42;

/** The demo talent and the recruiter's membership; true when the talent was written now. */
export async function seedDemoTalent(db: Db): Promise<boolean> {
  await makeRecruiterMember(db);
  const [first] = await db.select({ id: users.id }).from(users).where(like(users.email, `%@${DEMO_TALENT_EMAIL_DOMAIN}`)).limit(1);
  if (first) return false;
  const skillsOf = new Map<string, string[]>();
  for (const a of ARCHETYPES) skillsOf.set(a.headline, await matchSkills(db, a.skills));
  const thisYear = new Date().getUTCFullYear();
  const activity: { id: string; days: number }[] = [];
  for (let i = 0; i < DEMO_TALENT_COUNT; i += 1) {
    const a = ARCHETYPES[i % ARCHETYPES.length]!;
    // Two in three near Northwind's places (Columbus, Dayton, Cincinnati), the rest further away.
    const place = PLACES[i % 3 === 2 ? 8 + (i % 6) : (i * 7) % 8]!;
    const firstName = FIRST[i % FIRST.length]!;
    const lastName = LAST[(i * 3 + 1) % LAST.length]!;
    const years = 1 + ((i * 5) % 24);
    const id = randomUUID();
    const slugs = skillsOf.get(a.headline) ?? [];
    await db.transaction(async (tx) => {
      await tx.insert(users).values({ id, email: `${firstName}.${lastName}.${i}@${DEMO_TALENT_EMAIL_DOMAIN}`.toLowerCase(), name: `${firstName} ${lastName}`, emailVerified: true });
      await tx.insert(candidateProfiles).values({
        userId: id,
        firstName,
        lastName,
        headline: a.headline,
        summary: a.summary,
        postalCode: place.zip,
        city: place.city,
        state: place.state,
        remoteOnly: a.headline === "Software Engineer" && i % 2 === 0,
        yearsOfExperience: years,
        workAuthorization: AUTHORIZATIONS[i % AUTHORIZATIONS.length]!,
        discoverable: true,
      });
      await tx.insert(candidatePreferences).values({ userId: id, desiredTitles: a.desired, willingToRelocate: i % 4 === 1 });
      const startYear = thisYear - Math.min(years, 20);
      const split = Math.max(1, Math.floor(years / 2));
      await tx.insert(workHistory).values([
        { userId: id, employer: a.employers[0], title: a.titles[0], location: `${place.city}, ${place.state}`, startYear: startYear + split, isCurrent: true, description: a.summary, position: 0 },
        { userId: id, employer: a.employers[1], title: a.titles[1], location: `${place.city}, ${place.state}`, startYear, endYear: startYear + split, description: `${a.titles[1]} before moving up to ${a.titles[0]}.`, position: 1 },
      ]);
      await tx.insert(education).values({ userId: id, school: a.school, degree: a.degree, startYear: startYear - 3, endYear: startYear - 1, position: 0 });
      // A varied subset of the archetype's skills, in order, so the skill facet has different counts.
      const mine = slugs.filter((_, k) => k === 0 || (i + k) % 4 !== 0);
      if (mine.length) await tx.insert(candidateSkills).values(mine.map((skillSlug, position) => ({ userId: id, skillSlug, position })));
    });
    activity.push({ id, days: (i * 11) % 200 });
  }
  // Spread activity and arrival over the last months, as a real talent pool has (the seed, a
  // composition root, sets talent_search's dates directly; the app never writes that table).
  for (const { id, days } of activity) {
    await db.execute(sql`update talent_search set last_active_at = now() - make_interval(days => ${days}::int),
      discoverable_since = now() - make_interval(days => ${days + 30}::int) where user_id = ${id}`);
  }
  await db.execute(sql`analyze talent_search`);
  return true;
}

/** recruiter@upstep.local a recruiter member of Northwind Health (when both exist and they are not a member yet). */
async function makeRecruiterMember(db: Db) {
  const [recruiter] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_RECRUITER_EMAIL));
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, DEMO_COMPANY));
  if (!recruiter || !company) return;
  const [member] = await db
    .select({ id: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, company.id), inArray(companyMembers.userId, [recruiter.id])));
  if (!member) await db.insert(companyMembers).values({ companyId: company.id, userId: recruiter.id, memberRole: "recruiter", jobTitle: "Talent Acquisition Partner" });
}
