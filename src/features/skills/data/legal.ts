import { defineSkills } from "./define";

export const legalSkills = defineSkills("legal", `
Legal Research
Legal Writing
Litigation | Litigation support
Civil Litigation
Contract Drafting | Drafting contracts
Contract Review
Legal Document Preparation | Legal documents
Paralegal | Paralegal skills
Legal Assisting | Legal assistant, Legal secretary
E-Discovery | eDiscovery, Electronic discovery
Case Management Software | Clio
Westlaw
LexisNexis | Lexis
Court Filings | E-filing
Deposition Preparation | Depositions
Trial Preparation
Corporate Law
Employment Law | Labor law
Intellectual Property | IP law
Patent Prosecution | Patents
Trademark Law | Trademarks
Real Estate Law | Real estate closings
Family Law
Immigration Law | Immigration
Criminal Law
Estate Planning | Wills and trusts
Bankruptcy Law | Bankruptcy
Personal Injury Law | Personal injury
Regulatory Compliance | !Compliance
Compliance Auditing | Compliance audits
Corporate Governance
Data Privacy | Privacy law, Data protection
GDPR | General Data Protection Regulation
CCPA | California Consumer Privacy Act
Policy Development | Policy writing
Risk and Compliance | GRC, Governance risk and compliance
Contract Administration
Mediation | Mediator
Arbitration
Court Reporting | Stenography, Court reporter
Legal Billing | Timekeeping for law firms
Notarization | Notarizing documents
Subpoena Processing | Subpoenas
Title Examination | Title examiner
Bar Admission | Licensed attorney, Admitted to the bar
Ethics and Integrity Compliance | Ethics compliance
Export Controls | ITAR, EAR compliance
Environmental Compliance | EPA compliance
Occupational Health and Safety | OSHA compliance, Workplace safety
Government Contracting | Federal contracting, !FAR
`);
