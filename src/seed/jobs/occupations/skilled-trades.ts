import { FT, type Occupation } from "../occupation-types";

/** Curated Skilled Trades occupations: titles, description sentences and pay ranges. */
export const SKILLED_TRADES_OCCUPATIONS: Occupation[] = [
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
];
