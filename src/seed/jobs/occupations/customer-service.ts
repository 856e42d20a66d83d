import { FT, type Occupation } from "../occupation-types";

/** Curated Customer Service occupations: titles, description sentences and pay ranges. */
export const CUSTOMER_SERVICE_OCCUPATIONS: Occupation[] = [
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
];
