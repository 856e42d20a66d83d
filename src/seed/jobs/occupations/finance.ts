import { FT, FT_PT, type Occupation } from "../occupation-types";

/** Curated Finance occupations: titles, description sentences and pay ranges. */
export const FINANCE_OCCUPATIONS: Occupation[] = [
  {
    key: "bank-teller", category: "Finance", subcategory: "Banking",
    titles: ["Bank Teller", "Universal Banker", "Member Service Representative", "Part-Time Teller"],
    pay: { period: "hour", min: 17, max: 22 }, types: FT_PT, remote: 0,
    summary: [
      "As a Bank Teller you will serve customers with accuracy and a smile, and help them reach their financial goals.",
      "You will enjoy weekday-friendly hours, paid training and tuition help.",
    ],
    duties: [
      "Process deposits, withdrawals and loan payments",
      "Balance your cash drawer daily",
      "Identify customer needs and refer them to bankers",
      "Follow security and compliance procedures",
    ],
    requirements: [
      "Cash handling or customer service experience",
      "Accuracy with numbers",
      "Professional, friendly communication",
      "High school diploma or equivalent",
    ],
  },
  {
    key: "staff-accountant", category: "Finance", subcategory: "Accounting",
    titles: ["Staff Accountant", "Senior Accountant", "Accounts Payable Specialist", "Bookkeeper", "Payroll Specialist"],
    pay: { period: "year", min: 52000, max: 85000 }, types: [["full-time", 9], ["contract", 1]], remote: 0.15,
    summary: [
      "As a Staff Accountant you will keep our books accurate and our close on time.",
      "You will work with a supportive finance team that uses modern tools and automates the tedious parts.",
    ],
    duties: [
      "Prepare journal entries and account reconciliations",
      "Support the monthly and year-end close",
      "Process accounts payable and receivable",
      "Assist with audits and tax filings",
      "Improve processes and documentation",
    ],
    requirements: [
      "Bachelor's degree in accounting or finance",
      "One to three years of accounting experience",
      "Strong Excel skills; ERP experience preferred",
      "CPA track is a plus",
    ],
  },
  {
    key: "claims-adjuster", category: "Finance", subcategory: "Insurance",
    titles: ["Insurance Claims Adjuster", "Claims Representative", "Property Claims Adjuster", "Insurance Agent", "Underwriting Assistant"],
    pay: { period: "year", min: 50000, max: 76000 }, types: FT, remote: 0.2,
    summary: [
      "As a Claims Adjuster you will guide customers through some of their hardest days and resolve claims fairly.",
      "We provide full licensing support and a clear path to senior roles.",
    ],
    duties: [
      "Investigate claims by reviewing reports and interviewing parties",
      "Evaluate coverage, liability and damages",
      "Negotiate settlements within your authority",
      "Keep customers informed from first notice to resolution",
      "Document files thoroughly",
    ],
    requirements: [
      "Adjuster license or ability to obtain within 90 days",
      "Strong written and verbal communication",
      "Customer service or insurance experience",
      "Bachelor's degree preferred",
    ],
  },
  {
    key: "loan-officer", category: "Finance", subcategory: "Lending",
    titles: ["Loan Officer", "Mortgage Loan Officer", "Loan Processor", "Commercial Lending Assistant"],
    pay: { period: "year", min: 52000, max: 96000 }, types: FT, remote: 0.1,
    summary: [
      "As a Loan Officer you will help individuals and families finance homes and reach their goals.",
      "You will have strong referral partners, marketing support and competitive commissions.",
    ],
    duties: [
      "Guide borrowers through loan options and applications",
      "Collect and review financial documents",
      "Work with processors and underwriters to close on time",
      "Build relationships with realtors and builders",
    ],
    requirements: [
      "NMLS registration or ability to obtain",
      "Sales or lending experience",
      "Strong organization and follow-through",
      "Knowledge of conventional, FHA and VA loans is a plus",
    ],
  },
];
