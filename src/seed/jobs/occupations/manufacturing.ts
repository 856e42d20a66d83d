import { FT, type Occupation } from "../occupation-types";

/** Curated Manufacturing occupations: titles, description sentences and pay ranges. */
export const MANUFACTURING_OCCUPATIONS: Occupation[] = [
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
];
