import { defineSkills } from "./define";

export const healthcareClinicalSkills = defineSkills("healthcare-clinical", `
Patient Care | Direct patient care
Vital Signs | Taking vital signs, Vitals
Cardiopulmonary Resuscitation | CPR, CPR certified
Basic Life Support | BLS, BLS certified
Advanced Cardiovascular Life Support | ACLS
Pediatric Advanced Life Support | PALS
Neonatal Resuscitation Program | NRP
Trauma Nursing Core Course | TNCC
First Aid
Phlebotomy | Venipuncture, Blood draws
IV Therapy | IV insertion, Intravenous therapy, IV starts
Medication Administration | Administering medication
Wound Care | Wound dressing
Infection Control | Infection prevention
Patient Assessment | Nursing assessment, Health assessment
Care Planning | Nursing care plans
Triage | Patient triage
Patient Education
Electrocardiography | EKG, ECG, 12-lead EKG
Telemetry | Telemetry monitoring
Ventilator Management | Mechanical ventilation
Tracheostomy Care | Trach care
Catheterization | Foley catheter insertion, Urinary catheterization
Specimen Collection | Lab specimen collection
Point-of-Care Testing | POCT
Sterile Technique | Aseptic technique
Surgical Assisting | Scrub nurse, Surgical technology
Sterile Processing | Instrument sterilization
Patient Transfers | Patient lifting, Hoyer lift
Activities of Daily Living | ADLs, ADL assistance
Personal Care | Bathing and grooming assistance
Dementia Care | Alzheimer's care, Memory care
Hospice Care | End-of-life care, Palliative care
Home Health Care | Home health
Geriatric Care | Elder care, Gerontology
Pediatric Care | Pediatrics
Labor and Delivery | Labor & Delivery
Neonatal Care | NICU
Critical Care | ICU, Intensive care
Emergency Nursing | Emergency department, ER nursing
Medical-Surgical Nursing | Med-Surg, Med Surg
Oncology Nursing | Oncology
Behavioral Health | Mental health care, Psychiatric care
Crisis Intervention | De-escalation
Substance Abuse Counseling | Addiction counseling
Case Management | Care coordination
Discharge Planning
Physical Therapy | Physiotherapy
Occupational Therapy
Speech-Language Pathology | Speech therapy, SLP
Respiratory Therapy | Respiratory care
Radiography | X-ray, Radiologic technology
Computed Tomography | CT scanning, CT scan
Magnetic Resonance Imaging | MRI
Ultrasound | Sonography, Diagnostic medical sonography
Mammography
Dental Assisting | Chairside assisting
Dental Hygiene | Teeth cleaning, Prophylaxis
Dental Radiography | Dental X-rays
Pharmacy Dispensing | Prescription filling, Dispensing medications
Medication Reconciliation | Med reconciliation
Compounding | Sterile compounding
Pharmacology
Anatomy and Physiology | Anatomy, Physiology
Medical Terminology
Emergency Medical Services | EMS, Prehospital care
Emergency Medical Technician | EMT, EMT-B
Paramedic | EMT-P
Glucose Monitoring | Blood glucose testing, Diabetes care
Tube Feeding | Enteral feeding, G-tube care
Ostomy Care
Nursing | Registered nursing
Certified Nursing Assistant | CNA
Licensed Practical Nursing | LPN, LVN
Medical Assisting | Medical assistant
Veterinary Care | Animal care, Veterinary technician
Optometry Assisting | Optician skills
Audiology | Hearing testing
Nutrition Counseling | Dietetics, Clinical nutrition
Telehealth | Telemedicine
Lab Testing | Clinical laboratory testing, Medical laboratory science
Fall Prevention
Restorative Care | Range of motion exercises
Blood Bank | Transfusion services
`);
