import { FT_PT, CARE_MIX, type Occupation } from "../occupation-types";

/** Curated Healthcare occupations: titles, description sentences and pay ranges. */
export const HEALTHCARE_OCCUPATIONS: Occupation[] = [
  {
    key: "registered-nurse", category: "Healthcare", subcategory: "Nursing",
    titles: ["Registered Nurse", "Registered Nurse - Med/Surg", "Registered Nurse - ICU", "Registered Nurse - Emergency Department", "Charge Nurse", "Registered Nurse - Labor & Delivery", "Registered Nurse - Telemetry"],
    pay: { period: "hour", min: 36, max: 58 }, types: CARE_MIX, remote: 0,
    summary: [
      "As a Registered Nurse you will plan, deliver and document care for an assigned group of patients.",
      "You will work closely with physicians, therapists and nursing assistants to keep care safe and coordinated.",
      "Our nurses are the heart of the unit, and we invest in their growth through mentoring and paid certifications.",
    ],
    duties: [
      "Assess patients at the start of each shift and update care plans as conditions change",
      "Administer medications and IV therapy following established protocols",
      "Educate patients and families on diagnoses, medications and discharge instructions",
      "Document care accurately in the electronic health record",
      "Delegate tasks to and supervise LPNs and nursing assistants",
      "Respond to rapid-response and emergency situations",
      "Take part in shared governance and quality improvement projects",
    ],
    requirements: [
      "Current RN license in the state (or a compact license)",
      "BLS certification; ACLS preferred for critical care units",
      "One year of acute care experience preferred; new graduates welcome on some units",
      "Associate or bachelor's degree in nursing",
      "Calm, clear communication under pressure",
    ],
  },
  {
    key: "licensed-practical-nurse", category: "Healthcare", subcategory: "Nursing",
    titles: ["Licensed Practical Nurse", "LPN - Long-Term Care", "LPN - Clinic", "Licensed Vocational Nurse"],
    pay: { period: "hour", min: 25, max: 34 }, types: CARE_MIX, remote: 0,
    summary: [
      "As a Licensed Practical Nurse you will provide hands-on care to residents and patients under the direction of registered nurses.",
      "You will be a steady, familiar presence for the people in your care and their families.",
    ],
    duties: [
      "Pass medications and perform treatments such as wound care and injections",
      "Monitor vital signs and report changes in condition to the charge nurse",
      "Assist with admissions, transfers and discharges",
      "Keep accurate records of care in the electronic health record",
      "Guide and support certified nursing assistants on your shift",
      "Communicate with families about daily care",
    ],
    requirements: [
      "Active LPN/LVN license in the state",
      "Current BLS certification",
      "Experience in long-term care or a clinic is a plus",
      "Compassion, patience and attention to detail",
    ],
  },
  {
    key: "certified-nursing-assistant", category: "Healthcare", subcategory: "Patient Care",
    titles: ["Certified Nursing Assistant", "CNA - Days", "CNA - Nights", "Patient Care Technician", "Nursing Assistant"],
    pay: { period: "hour", min: 17, max: 23 }, types: CARE_MIX, remote: 0,
    summary: [
      "As a Certified Nursing Assistant you will help patients and residents with the daily activities that matter most to their comfort and dignity.",
      "You will be part of a care team that notices the small things and speaks up.",
    ],
    duties: [
      "Help residents with bathing, dressing, grooming and meals",
      "Take and record vital signs, weights and intake",
      "Reposition and transfer patients safely using lifts and gait belts",
      "Answer call lights promptly and report concerns to the nurse",
      "Keep rooms clean, stocked and safe",
      "Encourage residents to take part in activities",
    ],
    requirements: [
      "State CNA certification, or enrollment in our paid CNA training program",
      "Ability to lift up to 50 pounds with assistance",
      "Kindness, reliability and a team spirit",
      "High school diploma or equivalent",
    ],
  },
  {
    key: "home-health-aide", category: "Healthcare", subcategory: "Patient Care",
    titles: ["Home Health Aide", "Caregiver", "Personal Care Aide", "In-Home Caregiver"],
    pay: { period: "hour", min: 15, max: 20 }, types: [["part-time", 5], ["full-time", 4], ["per-diem", 1]], remote: 0,
    summary: [
      "As a Home Health Aide you will help clients stay safe and independent in their own homes.",
      "You choose a schedule that works for you, and we match you with clients close to home.",
    ],
    duties: [
      "Assist clients with personal care, mobility and medication reminders",
      "Prepare meals and help with light housekeeping and laundry",
      "Provide companionship and accompany clients to appointments",
      "Observe and report changes in a client's health or mood",
      "Record visit notes in our mobile app",
    ],
    requirements: [
      "Home health aide certification or willingness to complete paid training",
      "Valid driver's license and reliable transportation",
      "A caring, patient and dependable nature",
      "Ability to pass a background check",
    ],
  },
  {
    key: "medical-assistant", category: "Healthcare", subcategory: "Allied Health",
    titles: ["Medical Assistant", "Certified Medical Assistant", "Clinical Medical Assistant", "Medical Assistant - Family Medicine"],
    pay: { period: "hour", min: 18, max: 24 }, types: FT_PT, remote: 0,
    summary: [
      "As a Medical Assistant you will keep our clinic running smoothly, from rooming patients to assisting providers with procedures.",
      "You will be the first clinical face many patients see, so warmth and efficiency both matter.",
    ],
    duties: [
      "Room patients, take vital signs and record medical histories",
      "Assist providers with exams and minor procedures",
      "Perform phlebotomy, injections and point-of-care tests",
      "Schedule follow-up appointments and referrals",
      "Sterilize instruments and stock exam rooms",
      "Handle prescription refill requests according to protocol",
    ],
    requirements: [
      "Completion of an accredited medical assistant program",
      "CMA, RMA or CCMA certification preferred",
      "Experience with an electronic health record system",
      "Friendly, organized and able to multitask",
    ],
  },
  {
    key: "physical-therapist", category: "Healthcare", subcategory: "Allied Health",
    titles: ["Physical Therapist", "Outpatient Physical Therapist", "Physical Therapist - Home Health", "Physical Therapist Assistant"],
    pay: { period: "year", min: 82000, max: 112000 }, types: [["full-time", 7], ["part-time", 2], ["per-diem", 1]], remote: 0,
    summary: [
      "As a Physical Therapist you will help patients recover movement and return to the activities they love.",
      "You will have the time to treat patients well, with reasonable caseloads and strong support staff.",
    ],
    duties: [
      "Evaluate patients and design individualized treatment plans",
      "Deliver therapeutic exercise, manual therapy and gait training",
      "Track progress and adjust goals with patients and physicians",
      "Document evaluations and visits in a timely manner",
      "Mentor PT assistants and students",
    ],
    requirements: [
      "Doctor of Physical Therapy degree from an accredited program",
      "Current state PT license",
      "Orthopedic or sports experience is a plus; new graduates welcome",
      "Excellent communication and motivational skills",
    ],
  },
  {
    key: "pharmacy-technician", category: "Healthcare", subcategory: "Pharmacy",
    titles: ["Pharmacy Technician", "Certified Pharmacy Technician", "Pharmacy Technician - Retail", "Inpatient Pharmacy Technician"],
    pay: { period: "hour", min: 17, max: 24 }, types: FT_PT, remote: 0.03,
    summary: [
      "As a Pharmacy Technician you will help pharmacists fill prescriptions accurately and serve patients with care.",
      "You will learn a growing field with room to advance into specialty and lead roles.",
    ],
    duties: [
      "Receive and enter prescriptions and verify insurance information",
      "Count, measure and label medications",
      "Manage inventory and receive wholesaler orders",
      "Answer patient questions and direct clinical questions to the pharmacist",
      "Maintain a clean and compliant pharmacy",
    ],
    requirements: [
      "State pharmacy technician registration or license",
      "PTCB or ExCPT certification preferred",
      "Accuracy and attention to detail",
      "Customer service experience",
    ],
  },
];
