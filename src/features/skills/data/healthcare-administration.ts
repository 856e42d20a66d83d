import { defineSkills } from "./define";

export const healthcareAdministrationSkills = defineSkills("healthcare-administration", `
Medical Billing | Healthcare billing
Medical Coding | Clinical coding
ICD-10 | ICD-10-CM, ICD-10 coding
CPT Coding | CPT, Current Procedural Terminology
HCPCS | HCPCS coding
Revenue Cycle Management | RCM, Healthcare revenue cycle
Claims Processing | Insurance claims
Insurance Verification | Eligibility verification
Prior Authorization | Pre-authorization, Prior auth
Denial Management | Claim denials
Accounts Receivable Follow-Up | AR follow-up
Charge Entry
Payment Posting
Medicare | Medicare billing
Medicaid | Medicaid billing
HIPAA | HIPAA compliance
Electronic Health Records | EHR, Electronic medical records, EMR
Epic Systems | !Epic, Epic EHR
Cerner | Oracle Cerner, Oracle Health
Meditech
athenahealth | athenaOne
eClinicalWorks | eCW
NextGen Healthcare | NextGen
Practice Management Software
Patient Scheduling | Appointment scheduling for patients
Patient Registration | Patient intake
Medical Records Management | Health information management, HIM
Release of Information | ROI processing
Medical Transcription
Utilization Review
Quality Improvement in Healthcare | Healthcare quality improvement
Joint Commission Standards | Joint Commission, JCAHO
Credentialing | Provider credentialing
Healthcare Administration | Health administration, Health services administration
Clinical Documentation Improvement | CDI
Medical Front Office | Front desk medical office
Certified Professional Coder | CPC
Registered Health Information Technician | RHIT
Population Health
Patient Advocacy | Patient navigation
`);
