import type { EmploymentType } from "@/db/schema";

/*
 * Curated occupations for the demo and benchmark job sets: ten categories with subcategories, about
 * forty-five occupations with realistic titles, pay ranges (US dollars, hourly or yearly, roughly in
 * line with published US wage data), employment types, a share of remote postings and the sentences
 * their descriptions are assembled from. No occupation taxonomy ships on npm, so this is hand-written.
 */

export type PayRange = { period: "hour" | "year"; min: number; max: number };

export type Occupation = {
  key: string;
  category: string;
  subcategory: string;
  titles: string[];
  pay: PayRange;
  types: [EmploymentType, number][];
  /** Share of this occupation's postings that are remote. */
  remote: number;
  summary: string[];
  duties: string[];
  requirements: string[];
};

export type CategorySeed = { name: string; description: string; subcategories: string[] };

export const JOB_CATEGORIES: CategorySeed[] = [
  { name: "Healthcare", description: "Nursing, patient care, allied health and pharmacy jobs.", subcategories: ["Nursing", "Patient Care", "Allied Health", "Pharmacy"] },
  { name: "Technology", description: "Software, IT support, data and security jobs.", subcategories: ["Software Development", "IT Support", "Data & Analytics", "Cybersecurity"] },
  { name: "Skilled Trades", description: "Electrical, HVAC, plumbing, construction and maintenance jobs.", subcategories: ["Electrical", "HVAC", "Plumbing", "Construction", "Maintenance"] },
  { name: "Transportation & Logistics", description: "Driving, warehouse and supply chain jobs.", subcategories: ["Driving", "Warehouse", "Supply Chain"] },
  { name: "Retail & Hospitality", description: "Store, restaurant and hotel jobs.", subcategories: ["Retail Sales", "Store Management", "Food Service", "Hotels"] },
  { name: "Education", description: "Teaching, early childhood and classroom support jobs.", subcategories: ["Teaching", "Early Childhood", "Classroom Support"] },
  { name: "Finance", description: "Banking, accounting and insurance jobs.", subcategories: ["Banking", "Accounting", "Insurance", "Lending"] },
  { name: "Manufacturing", description: "Production, machining, welding and quality jobs.", subcategories: ["Production", "Machining & Welding", "Quality"] },
  { name: "Customer Service", description: "Contact center and customer success jobs.", subcategories: ["Contact Center", "Customer Success"] },
  { name: "Administrative", description: "Office support, reception and human resources jobs.", subcategories: ["Office Support", "Reception", "Human Resources"] },
];

const FT: [EmploymentType, number][] = [["full-time", 1]];
const FT_PT: [EmploymentType, number][] = [["full-time", 7], ["part-time", 3]];
const HOURLY_MIX: [EmploymentType, number][] = [["full-time", 6], ["part-time", 3], ["temporary", 1]];
const CARE_MIX: [EmploymentType, number][] = [["full-time", 6], ["part-time", 2], ["per-diem", 2]];
const TECH_MIX: [EmploymentType, number][] = [["full-time", 8], ["contract", 2]];

export const OCCUPATIONS: Occupation[] = [
  // Healthcare
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

  // Technology
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

  // Skilled Trades
  {
    key: "electrician", category: "Skilled Trades", subcategory: "Electrical",
    titles: ["Journeyman Electrician", "Commercial Electrician", "Electrician Apprentice", "Residential Electrician", "Industrial Electrician"],
    pay: { period: "hour", min: 26, max: 44 }, types: [["full-time", 9], ["contract", 1]], remote: 0,
    summary: [
      "As an Electrician you will install, maintain and repair electrical systems on commercial and residential projects.",
      "You will work with experienced crews, modern tools and steady year-round work.",
    ],
    duties: [
      "Read blueprints and install conduit, wiring, panels and fixtures",
      "Troubleshoot and repair electrical faults safely",
      "Install and test lighting controls and motor circuits",
      "Follow the National Electrical Code and job-site safety rules",
      "Mentor apprentices on the crew",
    ],
    requirements: [
      "State journeyman license, or enrollment in an apprenticeship for apprentice roles",
      "Own hand tools and a valid driver's license",
      "OSHA 10 certification preferred",
      "Ability to work on ladders and lifts",
    ],
  },
  {
    key: "hvac-technician", category: "Skilled Trades", subcategory: "HVAC",
    titles: ["HVAC Technician", "HVAC Service Technician", "HVAC Installer", "Refrigeration Technician"],
    pay: { period: "hour", min: 24, max: 38 }, types: FT, remote: 0,
    summary: [
      "As an HVAC Technician you will keep homes and businesses comfortable by installing and servicing heating and cooling systems.",
      "You will drive a company vehicle, set your own pace on calls and earn bonuses for great work.",
    ],
    duties: [
      "Diagnose and repair furnaces, heat pumps and air conditioners",
      "Perform preventive maintenance on residential and commercial equipment",
      "Install new systems and ductwork",
      "Explain options and estimates to customers",
      "Keep the service vehicle stocked and organized",
    ],
    requirements: [
      "EPA 608 certification",
      "Two or more years of HVAC experience, or a trade-school certificate",
      "Valid driver's license and a clean driving record",
      "Willingness to take part in an on-call rotation",
    ],
  },
  {
    key: "plumber", category: "Skilled Trades", subcategory: "Plumbing",
    titles: ["Plumber", "Service Plumber", "Journeyman Plumber", "Plumber Apprentice"],
    pay: { period: "hour", min: 25, max: 40 }, types: FT, remote: 0,
    summary: [
      "As a Plumber you will install and repair water, drain and gas systems for homes and businesses.",
      "You will solve real problems every day for customers who are glad to see you.",
    ],
    duties: [
      "Install and repair pipes, fixtures and water heaters",
      "Diagnose leaks, clogs and pressure problems",
      "Read plans and follow local plumbing codes",
      "Provide clear estimates and explain repairs to customers",
      "Keep job sites clean and safe",
    ],
    requirements: [
      "State plumbing license for journeyman roles",
      "Experience with PEX, copper and PVC",
      "Valid driver's license",
      "Strong problem-solving skills",
    ],
  },
  {
    key: "carpenter", category: "Skilled Trades", subcategory: "Construction",
    titles: ["Carpenter", "Finish Carpenter", "Framing Carpenter", "Construction Laborer", "Carpenter Foreman"],
    pay: { period: "hour", min: 21, max: 36 }, types: [["full-time", 8], ["temporary", 1], ["contract", 1]], remote: 0,
    summary: [
      "As a Carpenter you will build and finish structures on residential and light commercial projects.",
      "You will be part of a crew that takes pride in quality work and finishing on schedule.",
    ],
    duties: [
      "Frame walls, floors and roofs from plans",
      "Install doors, windows, trim and cabinets",
      "Measure, cut and shape wood and other materials",
      "Operate power tools safely and maintain equipment",
      "Coordinate with other trades on site",
    ],
    requirements: [
      "Two or more years of carpentry experience",
      "Own basic hand tools",
      "Ability to read blueprints and measure accurately",
      "Reliable transportation to job sites",
    ],
  },
  {
    key: "maintenance-technician", category: "Skilled Trades", subcategory: "Maintenance",
    titles: ["Maintenance Technician", "Building Maintenance Technician", "Apartment Maintenance Technician", "Facilities Technician"],
    pay: { period: "hour", min: 20, max: 31 }, types: FT, remote: 0,
    summary: [
      "As a Maintenance Technician you will keep our buildings and equipment in great working order.",
      "No two days are alike: you will handle electrical, plumbing, HVAC and carpentry tasks.",
    ],
    duties: [
      "Complete work orders for repairs and preventive maintenance",
      "Perform basic electrical, plumbing and HVAC repairs",
      "Prepare vacant units and common areas",
      "Inspect grounds and equipment for safety issues",
      "Respond to after-hours emergencies on a rotating schedule",
    ],
    requirements: [
      "Two years of general maintenance experience",
      "EPA 608 certification is a plus",
      "Own basic tools",
      "Valid driver's license",
    ],
  },

  // Transportation & Logistics
  {
    key: "truck-driver", category: "Transportation & Logistics", subcategory: "Driving",
    titles: ["CDL-A Truck Driver", "Regional CDL-A Driver", "Local CDL-A Driver - Home Daily", "OTR Truck Driver", "CDL-B Delivery Driver"],
    pay: { period: "year", min: 62000, max: 98000 }, types: [["full-time", 9], ["contract", 1]], remote: 0,
    summary: [
      "As a CDL Driver you will move freight safely and on time for customers who count on us.",
      "We offer modern equipment, consistent miles and routes that get you home.",
    ],
    duties: [
      "Drive assigned routes and deliver loads on schedule",
      "Complete pre-trip and post-trip inspections",
      "Keep accurate logs with the electronic logging device",
      "Load and secure freight according to regulations",
      "Communicate with dispatch about delays or issues",
    ],
    requirements: [
      "Valid Class A (or Class B where listed) commercial driver's license",
      "Clean driving record and current DOT medical card",
      "One year of verifiable driving experience preferred",
      "Ability to pass a drug screen",
    ],
  },
  {
    key: "delivery-driver", category: "Transportation & Logistics", subcategory: "Driving",
    titles: ["Delivery Driver", "Route Delivery Driver", "Van Driver", "Courier"],
    pay: { period: "hour", min: 18, max: 25 }, types: HOURLY_MIX, remote: 0,
    summary: [
      "As a Delivery Driver you will get packages and products to customers quickly and safely.",
      "No CDL is needed, and you will drive a company van on a predictable route.",
    ],
    duties: [
      "Load your vehicle and plan the day's route",
      "Deliver packages and collect signatures",
      "Inspect the vehicle daily and report problems",
      "Provide friendly, professional service at every stop",
    ],
    requirements: [
      "Valid driver's license and a clean driving record",
      "Ability to lift up to 50 pounds",
      "Comfort with a handheld scanner and navigation app",
      "Age 21 or older",
    ],
  },
  {
    key: "warehouse-associate", category: "Transportation & Logistics", subcategory: "Warehouse",
    titles: ["Warehouse Associate", "Warehouse Associate - Nights", "Order Picker", "Shipping and Receiving Clerk", "Material Handler", "Package Handler"],
    pay: { period: "hour", min: 17, max: 23 }, types: [["full-time", 6], ["part-time", 2], ["temporary", 2]], remote: 0,
    summary: [
      "As a Warehouse Associate you will pick, pack and ship orders in a fast-paced distribution center.",
      "Shifts are posted weeks ahead, overtime is available and weekly pay starts right away.",
    ],
    duties: [
      "Pick and pack orders accurately using a handheld scanner",
      "Receive, inspect and put away incoming inventory",
      "Load and unload trailers",
      "Keep work areas clean and follow safety procedures",
      "Count inventory and report discrepancies",
    ],
    requirements: [
      "Ability to stand, walk and lift up to 50 pounds during a shift",
      "Basic math and reading skills",
      "Warehouse experience is a plus but not required",
      "Availability for the listed shift",
    ],
  },
  {
    key: "forklift-operator", category: "Transportation & Logistics", subcategory: "Warehouse",
    titles: ["Forklift Operator", "Reach Truck Operator", "Forklift Driver - 2nd Shift", "Equipment Operator"],
    pay: { period: "hour", min: 18, max: 25 }, types: [["full-time", 8], ["temporary", 2]], remote: 0,
    summary: [
      "As a Forklift Operator you will move product safely through our warehouse and keep the docks flowing.",
      "We provide certification and pay a premium for second and third shifts.",
    ],
    duties: [
      "Operate sit-down, stand-up and reach forklifts",
      "Load and unload trucks and stage outgoing orders",
      "Replenish pick locations and move pallets to storage",
      "Perform daily equipment safety checks",
    ],
    requirements: [
      "Forklift certification, or willingness to certify on site",
      "Six months of forklift experience preferred",
      "Strong safety record",
      "Ability to work in a warehouse that is not climate controlled",
    ],
  },
  {
    key: "logistics-coordinator", category: "Transportation & Logistics", subcategory: "Supply Chain",
    titles: ["Logistics Coordinator", "Dispatcher", "Supply Chain Analyst", "Transportation Planner", "Inventory Control Specialist"],
    pay: { period: "year", min: 46000, max: 68000 }, types: FT, remote: 0.15,
    summary: [
      "As a Logistics Coordinator you will plan shipments and solve problems so that orders arrive on time.",
      "You will work with carriers, warehouses and customers to keep freight moving.",
    ],
    duties: [
      "Schedule shipments and book carriers",
      "Track freight and update customers on status",
      "Resolve delays, damages and billing issues",
      "Maintain records in the transportation management system",
      "Find ways to cut cost and transit time",
    ],
    requirements: [
      "One to three years in logistics, dispatch or supply chain",
      "Strong Excel and communication skills",
      "Experience with a TMS or WMS preferred",
      "Ability to stay organized under deadlines",
    ],
  },

  // Retail & Hospitality
  {
    key: "retail-sales-associate", category: "Retail & Hospitality", subcategory: "Retail Sales",
    titles: ["Retail Sales Associate", "Cashier", "Sales Floor Associate", "Stock Associate", "Customer Service Associate"],
    pay: { period: "hour", min: 14, max: 18 }, types: [["part-time", 6], ["full-time", 3], ["temporary", 1]], remote: 0,
    summary: [
      "As a Retail Sales Associate you will help customers find what they need and leave happy.",
      "We offer flexible schedules, an employee discount and real paths to leadership.",
    ],
    duties: [
      "Greet customers and help them find products",
      "Run the register and handle returns accurately",
      "Restock shelves and keep displays neat",
      "Share promotions and loyalty program details",
      "Help with inventory counts and truck deliveries",
    ],
    requirements: [
      "A friendly, positive attitude",
      "Availability on evenings, weekends and holidays",
      "Retail or customer service experience is a plus",
      "Ability to stand for a full shift",
    ],
  },
  {
    key: "store-manager", category: "Retail & Hospitality", subcategory: "Store Management",
    titles: ["Store Manager", "Assistant Store Manager", "Retail Department Manager", "Shift Supervisor"],
    pay: { period: "year", min: 48000, max: 82000 }, types: FT, remote: 0,
    summary: [
      "As a Store Manager you will lead a team that delivers great service and strong results.",
      "You will own hiring, scheduling and the store's performance, with support from a district team.",
    ],
    duties: [
      "Hire, train and coach store associates",
      "Build schedules that match traffic and budget",
      "Drive sales through merchandising and service",
      "Manage inventory, shrink and store operations",
      "Keep the store clean, safe and compliant",
    ],
    requirements: [
      "Two or more years of retail leadership experience",
      "Experience with P&L and scheduling",
      "Flexible availability, including weekends",
      "A coaching, people-first style",
    ],
  },
  {
    key: "line-cook", category: "Retail & Hospitality", subcategory: "Food Service",
    titles: ["Line Cook", "Prep Cook", "Cook", "Sous Chef", "Kitchen Team Member"],
    pay: { period: "hour", min: 16, max: 23 }, types: [["full-time", 5], ["part-time", 5]], remote: 0,
    summary: [
      "As a Line Cook you will prepare fresh, consistent dishes in a busy, friendly kitchen.",
      "You will get a shift meal, tips shared with the kitchen and a chef who teaches.",
    ],
    duties: [
      "Prepare ingredients and set up your station before service",
      "Cook dishes to recipe and plate them consistently",
      "Keep the kitchen clean and follow food safety rules",
      "Rotate stock and help with inventory",
      "Work as a team during rushes",
    ],
    requirements: [
      "Kitchen experience preferred; we train motivated beginners",
      "Food handler card (or ability to get one)",
      "Availability on nights and weekends",
      "Ability to work on your feet in a hot environment",
    ],
  },
  {
    key: "server", category: "Retail & Hospitality", subcategory: "Food Service",
    titles: ["Server", "Restaurant Server", "Banquet Server", "Host", "Bartender"],
    pay: { period: "hour", min: 12, max: 18 }, types: [["part-time", 7], ["full-time", 3]], remote: 0,
    summary: [
      "As a Server you will create memorable experiences for our guests, from the first hello to the last bite.",
      "Our team earns great tips, flexible hours and free meals on shift.",
    ],
    duties: [
      "Welcome guests and explain the menu and specials",
      "Take orders accurately and enter them in the POS",
      "Serve food and drinks promptly",
      "Check on guests and resolve issues quickly",
      "Help with side work and closing duties",
    ],
    requirements: [
      "Serving or hospitality experience preferred",
      "Food handler card; alcohol server certification where required",
      "Upbeat personality and teamwork",
      "Weekend availability",
    ],
  },
  {
    key: "front-desk-agent", category: "Retail & Hospitality", subcategory: "Hotels",
    titles: ["Front Desk Agent", "Guest Services Agent", "Night Auditor", "Hotel Front Desk Supervisor", "Housekeeper"],
    pay: { period: "hour", min: 15, max: 20 }, types: [["full-time", 6], ["part-time", 4]], remote: 0,
    summary: [
      "As a Front Desk Agent you will welcome guests and make every stay easy.",
      "You will enjoy travel discounts at our hotels and a supportive, upbeat team.",
    ],
    duties: [
      "Check guests in and out quickly and warmly",
      "Handle reservations, questions and special requests",
      "Process payments and balance your drawer",
      "Coordinate with housekeeping and maintenance",
      "Resolve guest concerns with care",
    ],
    requirements: [
      "Customer service experience",
      "Comfort with computers and reservation systems",
      "Availability on weekends and holidays",
      "A professional, welcoming presence",
    ],
  },

  // Education
  {
    key: "elementary-teacher", category: "Education", subcategory: "Teaching",
    titles: ["Elementary School Teacher", "Middle School Math Teacher", "High School English Teacher", "Special Education Teacher", "Science Teacher"],
    pay: { period: "year", min: 46000, max: 74000 }, types: FT, remote: 0,
    summary: [
      "As a Teacher you will help students grow as learners and as people.",
      "You will join a collaborative team with planning time, mentoring and support for your classroom.",
    ],
    duties: [
      "Plan and deliver lessons aligned with state standards",
      "Assess student progress and adapt instruction",
      "Build a positive, inclusive classroom culture",
      "Communicate regularly with families",
      "Collaborate with colleagues in grade-level teams",
    ],
    requirements: [
      "Bachelor's degree and a state teaching certificate (or eligibility)",
      "Student teaching or classroom experience",
      "Strong classroom management",
      "Commitment to every student's success",
    ],
  },
  {
    key: "substitute-teacher", category: "Education", subcategory: "Teaching",
    titles: ["Substitute Teacher", "Long-Term Substitute Teacher", "Daily Substitute Teacher"],
    pay: { period: "hour", min: 17, max: 26 }, types: [["part-time", 6], ["temporary", 3], ["per-diem", 1]], remote: 0,
    summary: [
      "As a Substitute Teacher you will keep learning on track when regular teachers are away.",
      "You pick the days and schools that fit your schedule.",
    ],
    duties: [
      "Follow lesson plans left by the classroom teacher",
      "Manage the classroom and keep students engaged",
      "Take attendance and leave notes for the teacher",
      "Follow school safety procedures",
    ],
    requirements: [
      "Substitute permit or eligibility (requirements vary by state)",
      "Some college coursework; a degree preferred",
      "Reliability and flexibility",
      "Ability to pass a background check",
    ],
  },
  {
    key: "teacher-assistant", category: "Education", subcategory: "Classroom Support",
    titles: ["Teacher Assistant", "Paraprofessional", "Instructional Aide", "Special Education Paraprofessional"],
    pay: { period: "hour", min: 15, max: 21 }, types: [["full-time", 5], ["part-time", 5]], remote: 0,
    summary: [
      "As a Teacher Assistant you will support teachers and give students the extra attention they need.",
      "You will work school hours with summers off.",
    ],
    duties: [
      "Work with small groups and individual students",
      "Help prepare materials and set up activities",
      "Supervise students at lunch, recess and arrival",
      "Support students with special needs as assigned",
    ],
    requirements: [
      "High school diploma; an associate degree or paraprofessional certificate preferred",
      "Experience with children",
      "Patience and encouragement",
      "Ability to pass a background check",
    ],
  },
  {
    key: "preschool-teacher", category: "Education", subcategory: "Early Childhood",
    titles: ["Preschool Teacher", "Lead Infant Teacher", "Childcare Teacher", "Early Childhood Educator", "Assistant Preschool Teacher"],
    pay: { period: "hour", min: 15, max: 22 }, types: [["full-time", 7], ["part-time", 3]], remote: 0,
    summary: [
      "As a Preschool Teacher you will create a safe, joyful place where young children learn through play.",
      "We offer free or discounted childcare, paid training and small class sizes.",
    ],
    duties: [
      "Plan age-appropriate activities that build early literacy and math",
      "Observe and document each child's development",
      "Keep the classroom clean, safe and welcoming",
      "Share daily updates with families",
      "Follow licensing and health guidelines",
    ],
    requirements: [
      "CDA credential or coursework in early childhood education",
      "Experience working with young children",
      "CPR and first aid certification (or willingness to obtain)",
      "Warmth, creativity and patience",
    ],
  },

  // Finance
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

  // Manufacturing
  {
    key: "production-associate", category: "Manufacturing", subcategory: "Production",
    titles: ["Production Associate", "Assembler", "Machine Operator", "Production Worker - 3rd Shift", "Packaging Operator"],
    pay: { period: "hour", min: 17, max: 23 }, types: [["full-time", 7], ["temporary", 3]], remote: 0,
    summary: [
      "As a Production Associate you will build and package quality products on a clean, safe production floor.",
      "We offer shift differentials, overtime and raises at 90 days.",
    ],
    duties: [
      "Operate production equipment and follow work instructions",
      "Assemble and inspect parts to quality standards",
      "Package finished goods and label them correctly",
      "Keep your area clean and follow safety rules",
      "Report equipment issues to the lead",
    ],
    requirements: [
      "Ability to stand and lift up to 40 pounds",
      "Attention to detail",
      "Manufacturing experience is a plus",
      "Availability for the listed shift",
    ],
  },
  {
    key: "cnc-machinist", category: "Manufacturing", subcategory: "Machining & Welding",
    titles: ["CNC Machinist", "CNC Operator", "CNC Programmer", "Tool and Die Maker"],
    pay: { period: "hour", min: 22, max: 34 }, types: FT, remote: 0,
    summary: [
      "As a CNC Machinist you will set up and run CNC mills and lathes to make precision parts.",
      "You will work in a climate-controlled shop with modern machines and a skilled team.",
    ],
    duties: [
      "Set up and operate CNC mills and lathes",
      "Read blueprints and apply GD&T",
      "Measure parts with micrometers, calipers and gauges",
      "Adjust programs and offsets to hold tolerances",
      "Maintain machines and tooling",
    ],
    requirements: [
      "Two or more years of CNC experience",
      "Ability to read blueprints",
      "Experience with Fanuc or Haas controls preferred",
      "Machining certificate is a plus",
    ],
  },
  {
    key: "welder", category: "Manufacturing", subcategory: "Machining & Welding",
    titles: ["Welder", "MIG Welder", "Welder Fabricator", "Structural Welder", "TIG Welder"],
    pay: { period: "hour", min: 21, max: 32 }, types: [["full-time", 9], ["contract", 1]], remote: 0,
    summary: [
      "As a Welder you will fabricate and weld steel and aluminum parts for equipment and structures.",
      "We support certifications and pay more as your skills grow.",
    ],
    duties: [
      "Weld parts using MIG, TIG or stick processes",
      "Read drawings and fit up parts",
      "Grind, finish and inspect welds",
      "Operate cutting and forming equipment",
      "Follow shop safety procedures",
    ],
    requirements: [
      "Welding certification or passing a weld test",
      "One year of welding experience",
      "Ability to read blueprints",
      "Own welding hood and gloves",
    ],
  },
  {
    key: "quality-inspector", category: "Manufacturing", subcategory: "Quality",
    titles: ["Quality Inspector", "Quality Control Technician", "Quality Assurance Specialist", "Quality Engineer"],
    pay: { period: "hour", min: 19, max: 28 }, types: FT, remote: 0,
    summary: [
      "As a Quality Inspector you will make sure every part we ship meets specification.",
      "You will work closely with production and engineering to catch problems early.",
    ],
    duties: [
      "Inspect incoming, in-process and finished parts",
      "Use measuring tools and CMM equipment",
      "Document results and flag nonconforming material",
      "Support root-cause investigations",
    ],
    requirements: [
      "Experience in quality inspection in manufacturing",
      "Skill with precision measuring tools",
      "Ability to read blueprints",
      "Knowledge of ISO 9001 is a plus",
    ],
  },

  // Customer Service
  {
    key: "customer-service-representative", category: "Customer Service", subcategory: "Contact Center",
    titles: ["Customer Service Representative", "Customer Care Specialist", "Member Services Representative", "Bilingual Customer Service Representative"],
    pay: { period: "hour", min: 16, max: 22 }, types: [["full-time", 7], ["part-time", 2], ["temporary", 1]], remote: 0.3,
    summary: [
      "As a Customer Service Representative you will help customers by phone, chat and email, solving problems on the first contact.",
      "We provide paid training, a steady schedule and a team that has your back.",
    ],
    duties: [
      "Answer customer calls, chats and emails",
      "Resolve billing, order and account questions",
      "Document interactions in the CRM",
      "Escalate complex issues to the right team",
      "Meet quality and response-time goals",
    ],
    requirements: [
      "Customer service experience preferred",
      "Clear communication and typing skills",
      "Comfort with several computer systems at once",
      "A quiet workspace and reliable internet for remote roles",
    ],
  },
  {
    key: "call-center-agent", category: "Customer Service", subcategory: "Contact Center",
    titles: ["Call Center Agent", "Inbound Sales Representative", "Appointment Setter", "Patient Access Representative"],
    pay: { period: "hour", min: 15, max: 20 }, types: [["full-time", 6], ["part-time", 3], ["temporary", 1]], remote: 0.25,
    summary: [
      "As a Call Center Agent you will be the friendly voice that helps customers get things done.",
      "You will earn bonuses for great service and grow into lead and trainer roles.",
    ],
    duties: [
      "Handle inbound calls in a high-volume environment",
      "Schedule appointments and process orders",
      "Update customer records accurately",
      "Follow scripts and compliance guidelines",
    ],
    requirements: [
      "Six months of call center or customer service experience preferred",
      "Basic computer skills",
      "A positive, patient attitude",
      "High school diploma or equivalent",
    ],
  },
  {
    key: "customer-success-manager", category: "Customer Service", subcategory: "Customer Success",
    titles: ["Customer Success Manager", "Account Manager", "Client Success Specialist", "Implementation Specialist"],
    pay: { period: "year", min: 58000, max: 92000 }, types: FT, remote: 0.4,
    summary: [
      "As a Customer Success Manager you will help our customers get the most from our products and grow with us.",
      "You will own a book of accounts and partner with sales, product and support.",
    ],
    duties: [
      "Onboard new customers and lead training sessions",
      "Run regular business reviews",
      "Spot risks early and build plans to keep customers",
      "Find opportunities for expansion",
      "Share customer feedback with product teams",
    ],
    requirements: [
      "Two or more years in customer success, account management or consulting",
      "Excellent presentation skills",
      "Experience with a CRM such as Salesforce or HubSpot",
      "Comfort with software products",
    ],
  },

  // Administrative
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

export function occupationByKey(key: string): Occupation {
  const o = OCCUPATIONS.find((x) => x.key === key);
  if (!o) throw new Error(`unknown occupation ${key}`);
  return o;
}
