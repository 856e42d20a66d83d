/*
 * Invented resume content for the labelled corpus (decision 028): people, occupations, employers,
 * schools and bullets written for the corpus, not taken from real resumes. Employers and people are
 * fictional; cities are real US places so that contact lines look like real ones.
 */
export type JobSpec = { title: string; employer: string; bullets: string[] };
export type EduSpec = { school: string; degree: string; field: string; years: number; location: string };
export type Occupation = {
  key: string;
  summaries: string[];
  jobs: JobSpec[];
  /** Skills as a resume writes them (vocabulary names or aliases). */
  skills: string[];
  education: EduSpec[];
  /** A second, earlier education entry some people have. */
  extraEducation?: EduSpec[];
  /** Words used in the skills line heading ("Clinical Skills"). */
  skillsHeading: string[];
};

export const FIRST_NAMES = [
  "Maria", "James", "Aisha", "Daniel", "Keisha", "Tomás", "Priya", "Marcus", "Linh", "Robert", "Fatima", "Kevin", "Samantha", "DeShawn",
  "Olga", "Carlos", "Hannah", "Jamal", "Mei", "Patrick", "Ana", "Tyrone", "Grace", "Luis", "Emily", "Omar", "Rachel", "Andre", "Sofia",
  "Brian", "Nadia", "Jerome", "Katie", "Hiroshi", "Latoya", "Miguel", "Erin", "Abdi", "Megan", "Victor", "Chloe", "Darnell", "Ingrid",
  "Raj", "Tanya", "Wesley", "Yesenia", "Colin", "Amara", "Dmitri",
];
export const LAST_NAMES = [
  "Gonzalez", "Whitfield", "Okafor", "Nguyen", "Brennan", "Castillo", "Patel", "Johnson", "Tran", "Kowalski", "Haddad", "O'Neill",
  "McAllister", "Washington", "Petrova", "Ramirez", "Lindqvist", "Abernathy", "Chen", "Delgado", "Fitzgerald", "Harrington", "Ibrahim",
  "Jablonski", "Kim", "Larsen", "Moreno", "Nakamura", "Osei", "Pruitt", "Quintero", "Rasmussen", "Sandoval", "Thibodeaux", "Underwood",
  "Vasquez", "Warsame", "Yilmaz", "Zamora", "Bishop", "Carrington", "Duarte", "Ellison", "Ferreira", "Gallagher", "Holloway",
  "Iverson", "Jimenez-Ortiz", "Kaczmarek", "Lopez",
];

export const PLACES: { city: string; state: string; zip: string }[] = [
  { city: "Chicago", state: "IL", zip: "60618" }, { city: "Springfield", state: "IL", zip: "62704" }, { city: "Milwaukee", state: "WI", zip: "53204" },
  { city: "Columbus", state: "OH", zip: "43215" }, { city: "Austin", state: "TX", zip: "78745" }, { city: "San Antonio", state: "TX", zip: "78201" },
  { city: "Phoenix", state: "AZ", zip: "85008" }, { city: "Denver", state: "CO", zip: "80219" }, { city: "Atlanta", state: "GA", zip: "30310" },
  { city: "Charlotte", state: "NC", zip: "28205" }, { city: "Nashville", state: "TN", zip: "37208" }, { city: "Louisville", state: "KY", zip: "40211" },
  { city: "Kansas City", state: "MO", zip: "64108" }, { city: "Minneapolis", state: "MN", zip: "55407" }, { city: "Portland", state: "OR", zip: "97206" },
  { city: "Sacramento", state: "CA", zip: "95822" }, { city: "Fresno", state: "CA", zip: "93702" }, { city: "Tampa", state: "FL", zip: "33604" },
  { city: "Jacksonville", state: "FL", zip: "32209" }, { city: "Baltimore", state: "MD", zip: "21218" }, { city: "Pittsburgh", state: "PA", zip: "15210" },
  { city: "Albuquerque", state: "NM", zip: "87108" }, { city: "Salt Lake City", state: "UT", zip: "84104" }, { city: "Boise", state: "ID", zip: "83705" },
  { city: "Grand Rapids", state: "MI", zip: "49503" }, { city: "Des Moines", state: "IA", zip: "50310" }, { city: "Omaha", state: "NE", zip: "68105" },
  { city: "Richmond", state: "VA", zip: "23224" }, { city: "Newark", state: "NJ", zip: "07104" }, { city: "Worcester", state: "MA", zip: "01604" },
];

export const LANGUAGE_OPTIONS: { name: string; code: string; levels: [string, string][] }[] = [
  { name: "Spanish", code: "es", levels: [["Native", "native"], ["Fluent", "full-professional"], ["Conversational", "limited-working"], ["Basic", "elementary"]] },
  { name: "Vietnamese", code: "vi", levels: [["Native", "native"], ["Conversational", "limited-working"]] },
  { name: "French", code: "fr", levels: [["Intermediate", "limited-working"], ["Professional working proficiency", "professional-working"]] },
  { name: "Arabic", code: "ar", levels: [["Native", "native"], ["Fluent", "full-professional"]] },
  { name: "Mandarin", code: "zh", levels: [["Native", "native"], ["Conversational", "limited-working"]] },
  { name: "Polish", code: "pl", levels: [["Native or bilingual", "native"]] },
  { name: "Somali", code: "so", levels: [["Native", "native"]] },
  { name: "Tagalog", code: "tl", levels: [["Fluent", "full-professional"]] },
  { name: "American Sign Language", code: "asl", levels: [["Basic", "elementary"], ["Intermediate", "limited-working"]] },
  { name: "Portuguese", code: "pt", levels: [["Fluent", "full-professional"]] },
  { name: "Russian", code: "ru", levels: [["Native", "native"]] },
  { name: "Korean", code: "ko", levels: [["Elementary", "elementary"]] },
];

export const OCCUPATIONS: Occupation[] = [
  {
    key: "nursing",
    summaries: [
      "Compassionate registered nurse with experience on busy medical-surgical and telemetry units. Known for calm patient education, careful medication administration and steady teamwork on night shift.",
      "Licensed practical nurse moving toward an RN role, with long-term care and rehabilitation experience and a record of zero medication errors.",
    ],
    jobs: [
      { title: "Registered Nurse", employer: "Lakeshore Regional Medical Center", bullets: ["Cared for five to six patients per shift on a 32-bed telemetry unit, monitoring rhythms and escalating changes to the rapid response team", "Administered IV medications and blood products and documented care in Epic", "Precepted six new graduate nurses through their twelve-week orientation", "Led the unit's fall-prevention huddles, cutting falls by 30% in one year"] },
      { title: "Charge Nurse", employer: "Prairie View Health System", bullets: ["Coordinated assignments for eight nurses and four nursing assistants on a medical-surgical floor", "Handled admissions, discharges and bed flow with the house supervisor", "Resolved family concerns before they became formal complaints"] },
      { title: "Licensed Practical Nurse", employer: "Maple Grove Senior Living", bullets: ["Passed medications for 28 residents and performed wound care on stage II and III pressure injuries", "Updated care plans with the interdisciplinary team each quarter", "Trained new CNAs on safe transfers and infection control"] },
      { title: "Certified Nursing Assistant", employer: "Riverbend Rehabilitation Center", bullets: ["Took vital signs and assisted residents with bathing, dressing and mobility", "Reported changes in condition to the charge nurse promptly", "Recognized as Employee of the Month twice"] },
      { title: "Staff Nurse", employer: "St. Brigid Community Hospital", bullets: ["Provided post-operative care for orthopedic and general surgery patients", "Managed patient-controlled analgesia pumps and wound vacs", "Served on the shared governance practice council"] },
    ],
    skills: ["Patient Care", "Vital Signs", "Medication Administration", "IV Therapy", "Wound Care", "Telemetry", "Epic", "BLS", "ACLS", "Infection Control", "Patient Education", "Care Planning"],
    education: [
      { school: "University of Illinois Chicago", degree: "Bachelor of Science", field: "Nursing", years: 4, location: "Chicago, IL" },
      { school: "Milwaukee Area Technical College", degree: "Associate of Applied Science", field: "Nursing", years: 2, location: "Milwaukee, WI" },
      { school: "Columbus State Community College", degree: "Certificate", field: "Practical Nursing", years: 1, location: "Columbus, OH" },
    ],
    skillsHeading: ["Clinical Skills", "Skills", "Core Competencies"],
  },
  {
    key: "trades",
    summaries: [
      "Journeyman electrician with commercial and residential experience, comfortable reading blueprints and leading small crews. OSHA 30 trained with a clean safety record.",
      "HVAC technician who diagnoses and repairs residential and light commercial systems, EPA 608 universal certified.",
    ],
    jobs: [
      { title: "Journeyman Electrician", employer: "Brightline Electric LLC", bullets: ["Installed conduit, panels and lighting for retail build-outs up to 40,000 square feet", "Troubleshot motor controls and three-phase circuits in light industrial plants", "Mentored two apprentices through their second year"] },
      { title: "Apprentice Electrician", employer: "Hanlon & Sons Electrical Contractors", bullets: ["Pulled wire and bent conduit on new residential construction", "Assisted with service upgrades and panel changes", "Completed 8,000 hours of supervised field work"] },
      { title: "HVAC Service Technician", employer: "Comfort Zone Heating & Cooling", bullets: ["Diagnosed and repaired furnaces, heat pumps and rooftop units on 6 to 8 calls a day", "Recovered and charged refrigerant following EPA rules", "Sold maintenance agreements to 40% of repair customers"] },
      { title: "Maintenance Technician", employer: "Westfield Apartment Communities", bullets: ["Completed work orders for plumbing, electrical and appliance repairs across 220 units", "Turned vacant units in under five days", "Kept preventive maintenance logs for boilers and fire systems"] },
      { title: "Welder Fabricator", employer: "Iron Ridge Manufacturing Inc.", bullets: ["Welded structural steel assemblies using MIG and TIG processes", "Read shop drawings and cut parts with plasma and oxy-fuel torches", "Passed AWS D1.1 bend tests on the first attempt"] },
    ],
    skills: ["Electrical Wiring", "Conduit Bending", "Blueprint Reading", "National Electrical Code", "Motor Controls", "HVAC", "Refrigeration", "OSHA 30", "MIG Welding", "TIG Welding", "Preventive Maintenance", "Power Tools"],
    education: [
      { school: "Midwest Electrical Training Institute", degree: "Certificate", field: "Electrical Apprenticeship", years: 4, location: "Chicago, IL" },
      { school: "Pima Community College", degree: "Associate of Applied Science", field: "HVAC Technology", years: 2, location: "Tucson, AZ" },
      { school: "Lincoln Technical Institute", degree: "Diploma", field: "Welding Technology", years: 1, location: "Denver, CO" },
    ],
    skillsHeading: ["Trade Skills", "Skills", "Technical Skills"],
  },
  {
    key: "retail",
    summaries: [
      "Friendly, dependable retail associate with cash handling, merchandising and customer service experience in high-volume stores.",
      "Assistant store manager who builds schedules, trains new hires and keeps shrink low while hitting sales goals.",
    ],
    jobs: [
      { title: "Sales Associate", employer: "Northway Outfitters", bullets: ["Helped customers find sizes and styles and processed returns at the register", "Restocked the sales floor and fitting rooms during peak weekends", "Opened store credit cards at twice the district average"] },
      { title: "Assistant Store Manager", employer: "FreshCart Grocery", bullets: ["Supervised a team of 25 cashiers and stockers across two shifts", "Built weekly schedules within labor budget", "Reduced shrink by 12% through better receiving checks"] },
      { title: "Cashier", employer: "Dollar Corner Stores", bullets: ["Handled cash and card payments accurately on a busy register", "Kept the front end clean and stocked", "Answered questions about sales and coupons"] },
      { title: "Shift Supervisor", employer: "Bean & Barrel Coffee Co.", bullets: ["Ran opening and closing procedures and counted tills", "Coached baristas on drink quality and speed of service", "Handled customer complaints with a smile"] },
      { title: "Stock Associate", employer: "HomeBase Hardware", bullets: ["Unloaded trucks and stocked shelves overnight", "Set planograms for seasonal displays", "Trained on pallet jack and reach truck safety"] },
    ],
    skills: ["Customer Service", "Cash Handling", "Point of Sale", "Merchandising", "Inventory Management", "Visual Merchandising", "Loss Prevention", "Team Leadership", "Scheduling", "Upselling"],
    education: [
      { school: "Roosevelt High School", degree: "High School Diploma", field: "", years: 4, location: "Des Moines, IA" },
      { school: "Tarrant County College", degree: "Associate of Arts", field: "Business", years: 2, location: "Fort Worth, TX" },
    ],
    skillsHeading: ["Skills", "Key Skills"],
  },
  {
    key: "software",
    summaries: [
      "Full-stack software engineer with six years building web applications in TypeScript, React and Node.js. Cares about accessible interfaces, fast pages and tests that catch real bugs.",
      "Backend developer focused on Python services, PostgreSQL and AWS, with a background in data pipelines.",
    ],
    jobs: [
      { title: "Senior Software Engineer", employer: "Cobalt Ledger Technologies", bullets: ["Led the rewrite of the billing dashboard in React and TypeScript, cutting load time from 4.2 s to 1.1 s", "Designed REST APIs in Node.js used by 40 internal services", "Introduced Playwright end-to-end tests and reduced production incidents by a third"] },
      { title: "Software Engineer", employer: "Harborview Analytics", bullets: ["Built data ingestion services in Python and PostgreSQL handling 2 million events per day", "Moved deployments to Docker and Kubernetes on AWS", "Wrote the team's code review guidelines"] },
      { title: "Junior Web Developer", employer: "Pixel & Pine Digital Agency", bullets: ["Built responsive client websites with HTML, CSS and JavaScript", "Maintained WordPress sites for 15 small businesses", "Fixed accessibility issues found in audits"] },
      { title: "Software Engineering Intern", employer: "Meridian Health Software", bullets: ["Added search filters to an internal Angular tool", "Wrote unit tests in Jest raising coverage from 52% to 78%"] },
      { title: "Backend Developer", employer: "Trailhead Logistics Software", bullets: ["Maintained Java Spring Boot microservices for shipment tracking", "Tuned SQL queries that powered customer reports", "Set up CI pipelines in GitHub Actions"] },
    ],
    skills: ["JavaScript", "TypeScript", "React", "Node.js", "Python", "PostgreSQL", "AWS", "Docker", "Kubernetes", "Git", "REST APIs", "Java", "HTML", "CSS", "SQL"],
    education: [
      { school: "University of Texas at Austin", degree: "Bachelor of Science", field: "Computer Science", years: 4, location: "Austin, TX" },
      { school: "Georgia Institute of Technology", degree: "Master of Science", field: "Computer Science", years: 2, location: "Atlanta, GA" },
      { school: "Portland State University", degree: "B.S.", field: "Computer Engineering", years: 4, location: "Portland, OR" },
    ],
    skillsHeading: ["Technical Skills", "Skills", "Technologies"],
  },
  {
    key: "logistics",
    summaries: [
      "Safety-minded Class A CDL driver with over 500,000 accident-free miles in regional and over-the-road freight.",
      "Warehouse lead experienced in receiving, order picking and inventory control in a high-volume distribution center.",
    ],
    jobs: [
      { title: "CDL Class A Driver", employer: "Red Mesa Freight Lines", bullets: ["Hauled dry van and refrigerated loads across 11 states with on-time delivery above 98%", "Completed pre-trip and post-trip inspections and kept logs on ELD", "Maintained a clean DOT record with no preventable accidents"] },
      { title: "Warehouse Lead", employer: "Summit Distribution Center", bullets: ["Led a shift of 18 pickers and packers meeting 99.6% order accuracy", "Ran cycle counts and reconciled inventory in the WMS", "Trained new hires on forklift and RF scanner use"] },
      { title: "Forklift Operator", employer: "Great Lakes Cold Storage", bullets: ["Loaded and unloaded trailers with sit-down and stand-up forklifts", "Moved pallets to freezer locations using RF scanning", "Kept a zero-incident safety record for three years"] },
      { title: "Delivery Driver", employer: "QuickRoute Courier Services", bullets: ["Delivered 120 to 150 packages per day on a suburban route", "Planned efficient routes and handled customer signatures", "Recognized for top customer ratings in the station"] },
      { title: "Dispatcher", employer: "Blue Heron Trucking Co.", bullets: ["Dispatched 40 trucks daily and tracked loads through the TMS", "Resolved delivery exceptions with shippers and receivers", "Checked driver hours of service for compliance"] },
    ],
    skills: ["Class A CDL", "Pre-Trip Inspection", "DOT Regulations", "Electronic Logging Devices", "Forklift Operation", "Warehouse Operations", "Order Picking", "RF Scanning", "Inventory Management", "Route Planning", "Dispatching", "Shipping and Receiving"],
    education: [
      { school: "Sage Truck Driving School", degree: "Certificate", field: "Commercial Driving", years: 1, location: "Phoenix, AZ" },
      { school: "Central High School", degree: "High School Diploma", field: "", years: 4, location: "Omaha, NE" },
    ],
    skillsHeading: ["Skills", "Qualifications"],
  },
  {
    key: "teaching",
    summaries: [
      "Elementary teacher with eight years in diverse urban classrooms, skilled in differentiated instruction, literacy and building strong relationships with families.",
      "High school math teacher who uses data and small-group instruction to raise achievement, with coaching experience.",
    ],
    jobs: [
      { title: "Third Grade Teacher", employer: "Lincoln Park Elementary School", bullets: ["Planned and taught lessons in reading, writing, math and science for 26 students", "Raised reading proficiency on the state test from 48% to 67%", "Held family conferences with interpreters for Spanish-speaking parents"] },
      { title: "Mathematics Teacher", employer: "Eastside High School", bullets: ["Taught Algebra I and Geometry to five sections of 30 students", "Used formative assessment data to group students weekly", "Coached the girls' soccer team to the regional finals"] },
      { title: "Paraprofessional", employer: "Oak Hollow School District", bullets: ["Supported students with IEPs in an inclusion classroom", "Led small reading groups and tracked progress", "Helped with behavior plans using positive reinforcement"] },
      { title: "Substitute Teacher", employer: "Riverside Unified School District", bullets: ["Covered K-8 classes across twelve schools", "Followed lesson plans and kept classrooms on track"] },
      { title: "ESL Instructor", employer: "Welcome Center for New Americans", bullets: ["Taught evening English classes to adult immigrants at beginner and intermediate levels", "Developed lessons on job interviews and workplace vocabulary"] },
    ],
    skills: ["Lesson Planning", "Classroom Management", "Differentiated Instruction", "Literacy Instruction", "Google Classroom", "Student Assessment", "Parent Communication", "Special Education", "English as a Second Language", "Curriculum Development"],
    education: [
      { school: "Northern Illinois University", degree: "Bachelor of Arts", field: "Elementary Education", years: 4, location: "DeKalb, IL" },
      { school: "University of Minnesota", degree: "Master of Education", field: "Curriculum and Instruction", years: 2, location: "Minneapolis, MN" },
      { school: "Arizona State University", degree: "B.A.", field: "Mathematics", years: 4, location: "Tempe, AZ" },
    ],
    skillsHeading: ["Skills", "Teaching Skills", "Areas of Expertise"],
  },
  {
    key: "finance",
    summaries: [
      "Staff accountant with strong month-end close, reconciliation and reporting experience in manufacturing and nonprofit settings.",
      "Personal banker who grows client relationships and explains products clearly, with a record of top-quartile referrals.",
    ],
    jobs: [
      { title: "Staff Accountant", employer: "Granite Peak Manufacturing Corp.", bullets: ["Prepared journal entries and account reconciliations for month-end close", "Reduced close from 9 to 6 business days by automating accruals in Excel", "Supported the external audit with schedules and documentation"] },
      { title: "Accounts Payable Specialist", employer: "Heartland Community Foundation", bullets: ["Processed 600 invoices a month in QuickBooks with three-way matching", "Managed vendor 1099 reporting", "Answered vendor questions about payment status"] },
      { title: "Personal Banker", employer: "First Prairie Bank", bullets: ["Opened accounts and explained loan products to walk-in clients", "Met 120% of referral goals for two years running", "Followed KYC and anti-money laundering procedures"] },
      { title: "Bank Teller", employer: "Cornerstone Credit Union", bullets: ["Balanced a cash drawer of up to $25,000 with no variances", "Processed deposits, withdrawals and loan payments", "Spotted and stopped two check fraud attempts"] },
      { title: "Financial Analyst", employer: "Beacon Insurance Group", bullets: ["Built monthly variance reports for a $40 million operating budget", "Created financial models for new product pricing", "Presented findings to department heads"] },
    ],
    skills: ["Accounting", "Account Reconciliation", "Month-End Close", "Journal Entries", "Accounts Payable", "QuickBooks", "Microsoft Excel", "GAAP", "Financial Reporting", "Budgeting", "Cash Handling", "Anti-Money Laundering"],
    education: [
      { school: "DePaul University", degree: "Bachelor of Business Administration", field: "Accounting", years: 4, location: "Chicago, IL" },
      { school: "University of Nebraska Omaha", degree: "Bachelor of Science", field: "Finance", years: 4, location: "Omaha, NE" },
    ],
    skillsHeading: ["Skills", "Core Competencies", "Professional Skills"],
  },
  {
    key: "hospitality",
    summaries: [
      "Energetic server and bartender with fine dining and banquet experience, ServSafe certified, who keeps guests coming back.",
      "Front desk agent and night auditor with hotel property management system experience and a warm, calm manner with guests.",
    ],
    jobs: [
      { title: "Server", employer: "The Copper Kettle Bistro", bullets: ["Served a 12-table section in a 180-seat restaurant on weekend nights", "Suggested wine pairings and raised average check by 15%", "Trained new servers on the Toast POS system"] },
      { title: "Front Desk Agent", employer: "Lakeview Grand Hotel", bullets: ["Checked in up to 150 guests a day using Opera PMS", "Resolved guest complaints and issued service recovery credits", "Balanced the cash drawer at shift end"] },
      { title: "Line Cook", employer: "Smokestack BBQ & Grill", bullets: ["Prepared grill and saute orders during a 300-cover dinner service", "Followed food safety and temperature logs", "Helped plan seasonal specials with the chef"] },
      { title: "Bartender", employer: "Harbor Lights Event Center", bullets: ["Mixed drinks for banquets and weddings of up to 400 guests", "Checked IDs and served alcohol responsibly", "Set up and broke down bar stations"] },
      { title: "Housekeeping Supervisor", employer: "Sunrise Suites Inn", bullets: ["Inspected 60 rooms a day and assigned sections to room attendants", "Tracked linen and supply inventory", "Cut guest cleanliness complaints by half"] },
    ],
    skills: ["Customer Service", "Table Service", "Bartending", "ServSafe", "Food Safety", "Point of Sale", "Opera PMS", "Cash Handling", "Food Preparation", "Banquet Service", "Housekeeping", "Upselling"],
    education: [
      { school: "Johnson & Wales University", degree: "Associate of Science", field: "Culinary Arts", years: 2, location: "Charlotte, NC" },
      { school: "Westside High School", degree: "High School Diploma", field: "", years: 4, location: "Jacksonville, FL" },
    ],
    skillsHeading: ["Skills", "Key Skills"],
  },
  {
    key: "student",
    summaries: [
      "Motivated college student looking for a part-time role where I can learn, help customers and grow. Reliable, quick to learn and comfortable with technology.",
      "Recent graduate seeking an entry-level position in marketing or communications.",
    ],
    jobs: [
      { title: "Camp Counselor", employer: "Pine Lake Summer Camp", bullets: ["Supervised a cabin of ten campers aged 9 to 12", "Led swimming and canoeing activities safely"] },
      { title: "Library Assistant", employer: "Westbrook Public Library", bullets: ["Checked books in and out and helped patrons find materials", "Shelved returns and kept displays tidy"] },
      { title: "Crew Member", employer: "Burger Barn", bullets: ["Took orders at the counter and drive-thru", "Kept food prep areas clean and stocked"] },
      { title: "Marketing Intern", employer: "Greenleaf Communications", bullets: ["Wrote social media posts that grew Instagram followers by 20%", "Helped organize a community event for 300 people"] },
      { title: "Tutor", employer: "Campus Learning Center", bullets: ["Tutored first-year students in algebra and statistics", "Held weekly review sessions before exams"] },
    ],
    skills: ["Customer Service", "Microsoft Office", "Social Media Marketing", "Tutoring", "Cash Handling", "Google Workspace", "Teamwork", "Time Management"],
    education: [
      { school: "Kansas State University", degree: "Bachelor of Arts", field: "Communication Studies", years: 4, location: "Manhattan, KS" },
      { school: "Grand Valley State University", degree: "Bachelor of Science", field: "Psychology", years: 4, location: "Allendale, MI" },
    ],
    extraEducation: [{ school: "Jefferson High School", degree: "High School Diploma", field: "", years: 4, location: "Richmond, VA" }],
    skillsHeading: ["Skills"],
  },
  {
    key: "healthcare-admin",
    summaries: [
      "Medical office specialist with patient scheduling, insurance verification and medical billing experience in busy outpatient clinics.",
    ],
    jobs: [
      { title: "Medical Receptionist", employer: "Desert Sun Family Clinic", bullets: ["Scheduled 80 patient appointments a day across four providers", "Verified insurance eligibility and collected copays", "Updated patient records in the EHR"] },
      { title: "Medical Billing Specialist", employer: "Pinecrest Orthopedic Associates", bullets: ["Submitted claims and worked denials with payers", "Posted payments and reconciled daily deposits", "Reduced days in accounts receivable from 48 to 35"] },
      { title: "Patient Access Representative", employer: "Mercy Valley Hospital", bullets: ["Registered emergency department patients around the clock", "Explained financial assistance options to uninsured patients"] },
    ],
    skills: ["Medical Billing", "Medical Terminology", "Insurance Verification", "Patient Scheduling", "Electronic Health Records", "HIPAA", "Customer Service", "Microsoft Office", "Medical Coding"],
    education: [
      { school: "Pueblo Community College", degree: "Certificate", field: "Medical Office Administration", years: 1, location: "Pueblo, CO" },
    ],
    skillsHeading: ["Skills", "Office Skills"],
  },
];

/** Career changers: earlier jobs from one occupation, recent ones from another. */
export const CAREER_CHANGES: [string, string, string][] = [
  ["retail", "software", "Former retail manager who completed a coding bootcamp and now builds web applications, bringing a customer-first view to software."],
  ["teaching", "finance", "Former teacher now working in accounting, combining clear communication with a new CPA-track education."],
  ["hospitality", "healthcare-admin", "Hospitality professional moving into healthcare administration, with strong front-desk and scheduling skills."],
  ["logistics", "trades", "Former warehouse lead now in a skilled trade apprenticeship, safety-minded and used to physical work."],
];
