import { FT, HOURLY_MIX, type Occupation } from "../occupation-types";

/** Curated Transportation & Logistics occupations: titles, description sentences and pay ranges. */
export const TRANSPORTATION_LOGISTICS_OCCUPATIONS: Occupation[] = [
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
];
