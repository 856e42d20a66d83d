import { FT, type Occupation } from "../occupation-types";

/** Curated Retail & Hospitality occupations: titles, description sentences and pay ranges. */
export const RETAIL_HOSPITALITY_OCCUPATIONS: Occupation[] = [
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
];
