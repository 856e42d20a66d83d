import { defineSkills } from "./define";

export const humanResourcesSkills = defineSkills("human-resources", `
Recruiting | Recruitment, Talent acquisition
Full-Cycle Recruiting | Full life cycle recruiting
Technical Recruiting | Tech recruiting
Sourcing Candidates | Candidate sourcing, Talent sourcing
Interviewing | Conducting interviews
Behavioral Interviewing
Applicant Tracking Systems | ATS
!Greenhouse | Greenhouse ATS
!Lever | Lever ATS
iCIMS
Taleo | Oracle Taleo
Employee Onboarding | New hire onboarding, Onboarding
Employee Relations | Employee relations management
Employee Engagement
Benefits Administration | Employee benefits administration
Compensation Management | Compensation and benefits, Total rewards
Payroll Administration | Payroll administration and HR
HR Policies | Employee handbook
HR Compliance | Employment law compliance
FMLA | Family and Medical Leave Act
ADA Accommodations | Reasonable accommodations
EEO Compliance | EEOC, Equal employment opportunity
Affirmative Action | AAP
I-9 Verification | I-9, Form I-9, E-Verify
Background Checks | Background screening
Workers' Compensation | Workers comp
HRIS | Human resources information systems
!Workday | Workday HCM
ADP | ADP Workforce Now
UKG | Kronos, UKG Pro
Paycom
Paylocity
BambooHR
!Gusto | Gusto payroll
SuccessFactors | SAP SuccessFactors
Learning and Development | L&D, Training and development
Talent Management
Workforce Planning
Job Analysis | Job descriptions writing
Job Evaluation
Diversity, Equity and Inclusion | DEI, DE&I, Diversity and inclusion
HR Business Partnering | HRBP, HR business partner
Exit Interviews
Employee Investigations | Workplace investigations
Labor Relations | Union relations, Collective bargaining
Human Resources Management | HR management, Human resources
SHRM-CP | SHRM Certified Professional
PHR | Professional in Human Resources
Organizational Culture | Company culture
Employer Branding
Campus Recruiting | University recruiting
Staffing Services | Staffing agency
Temporary Staffing | Temp staffing
`);
