import { FT, type Occupation } from "../occupation-types";

/** Curated Education occupations: titles, description sentences and pay ranges. */
export const EDUCATION_OCCUPATIONS: Occupation[] = [
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
];
