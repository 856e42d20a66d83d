import { describe, expect, it } from "vitest";
import { indefiniteArticle, titleCase, withIndefiniteArticle } from "./english";

describe("indefiniteArticle", () => {
  it("follows the first letter of an ordinary word", () => {
    for (const w of ["Registered Nurse", "Cashier", "Host", "Plumber", "Software Engineer", "Warehouse Associate", "Delivery Driver"]) expect(indefiniteArticle(w), w).toBe("a");
    for (const w of ["Elementary School Teacher", "Insurance Agent", "Outpatient Physical Therapist", "Order Picker", "Assembler", "Early Childhood Educator", "Executive Assistant", "Inventory Control Specialist"])
      expect(indefiniteArticle(w), w).toBe("an");
  });

  it("spelled-out acronyms by the sound of their first letter's name", () => {
    for (const w of ["OTR Truck Driver", "RN", "LPN - Clinic", "HVAC Technician", "HR Coordinator", "IT Support Specialist", "MRI Technologist", "SQL Developer", "EMT", "FBI agent", "X-ray Technician", "NICU Nurse"])
      expect(indefiniteArticle(w), w).toBe("an");
    for (const w of ["CNA - Days", "CDL-A Truck Driver", "CNC Machinist", "CDL-B Delivery Driver", "PCT", "BSN Nurse", "UX Designer", "QA Engineer", "Y-shift"]) expect(indefiniteArticle(w), w).toBe("a");
  });

  it("acronyms read as words follow the word's sound", () => {
    expect(indefiniteArticle("MIG Welder")).toBe("a");
    expect(indefiniteArticle("TIG Welder")).toBe("a");
    expect(indefiniteArticle("SOC Analyst")).toBe("a");
    expect(indefiniteArticle("OSHA Trainer")).toBe("an");
  });

  it("vowel letters with a consonant sound, and a silent h", () => {
    for (const w of ["Universal Banker", "union electrician", "user researcher", "Utility Worker", "European sales lead", "one-time bonus", "Urologist"]) expect(indefiniteArticle(w), w).toBe("a");
    for (const w of ["hourly role", "Honest broker", "Honor guard", "Unlicensed assistant", "Uninsured driver", "Urgent Care Nurse", "Usher"]) expect(indefiniteArticle(w), w).toBe("an");
  });

  it("numbers by how they are said", () => {
    for (const w of ["8-hour shift", "80-hour week", "11 a.m. start", "18-month contract", "800 number"]) expect(indefiniteArticle(w), w).toBe("an");
    for (const w of ["3rd Shift Operator", "100% remote role", "12-hour shift", "1,000 bonus", "111 club"]) expect(indefiniteArticle(w), w).toBe("a");
  });

  it("ignores leading punctuation and copes with nothing", () => {
    expect(indefiniteArticle('"OTR" driver')).toBe("an");
    expect(indefiniteArticle("  (Evening) Cook")).toBe("an");
    expect(indefiniteArticle("")).toBe("a");
    expect(indefiniteArticle("---")).toBe("a");
  });

  it("withIndefiniteArticle puts it in front", () => {
    expect(withIndefiniteArticle("OTR Truck Driver")).toBe("an OTR Truck Driver");
    expect(withIndefiniteArticle("Registered Nurse - ICU")).toBe("a Registered Nurse - ICU");
  });
});

describe("titleCase", () => {
  it("capitalises words but joining words inside", () => {
    expect(titleCase("nurse jobs near Austin, TX")).toBe("Nurse Jobs near Austin, TX");
    expect(titleCase("all jobs in Texas")).toBe("All Jobs in Texas");
    expect(titleCase("jobs at the Home Depot")).toBe("Jobs at the Home Depot");
    expect(titleCase("in and out")).toBe("In and Out");
    expect(titleCase("what to look for")).toBe("What to Look For");
  });

  it("keeps acronyms, mixed case and numbers; capitalises known job acronyms typed in lower case", () => {
    expect(titleCase("rn jobs")).toBe("RN Jobs");
    expect(titleCase("otr cdl-a driver jobs")).toBe("OTR CDL-A Driver Jobs");
    expect(titleCase("CDL-A driver jobs")).toBe("CDL-A Driver Jobs");
    expect(titleCase("iPhone repair jobs")).toBe("iPhone Repair Jobs");
    expect(titleCase("3rd shift jobs")).toBe("3rd Shift Jobs");
    expect(titleCase("part-time cashier jobs")).toBe("Part-Time Cashier Jobs");
  });

  it("keeps the spacing and punctuation it is given", () => {
    expect(titleCase('"night shift" nurse jobs')).toBe('"Night Shift" Nurse Jobs');
    expect(titleCase("nurse  -travel jobs")).toBe("Nurse  -Travel Jobs");
    expect(titleCase("")).toBe("");
  });
});
