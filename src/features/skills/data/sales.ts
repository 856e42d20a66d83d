import { defineSkills } from "./define";

export const salesSkills = defineSkills("sales", `
Sales | Selling
B2B Sales | Business-to-business sales
B2C Sales | Business-to-consumer sales
Inside Sales
Outside Sales | Field sales
Cold Calling
Lead Generation | Prospecting
Sales Prospecting | Outbound prospecting
Business Development | Biz dev
Consultative Selling | Solution selling
Negotiation | Negotiating
Closing Deals | Deal closing
Sales Presentations | Product demos, Product demonstrations
Pipeline Management | Sales pipeline
Sales Forecasting
Territory Management
Key Account Management | Strategic accounts
Enterprise Sales
SaaS Sales | Software sales
Channel Sales | Partner sales
Retail Banking Sales | Branch sales
Insurance Sales | Licensed insurance agent
Real Estate Sales
Automotive Sales | Car sales
Pharmaceutical Sales | Pharma sales
Medical Device Sales
Salesforce | Salesforce.com, SFDC, Salesforce CRM
HubSpot | HubSpot CRM
Customer Relationship Management | CRM
Microsoft Dynamics CRM | Dynamics 365 Sales
Pipedrive
Zoho CRM
Outreach.io | !Outreach
Salesloft
LinkedIn Sales Navigator | Sales Navigator
Sales Operations | Sales ops
Revenue Operations | RevOps
Quota Attainment | Meeting sales quotas
Cross-Selling | Cross selling
Account-Based Selling | Account-based sales
Request for Proposal Responses | RFP responses, Proposal writing
Contract Negotiation
Pricing Strategy | Price setting
Sales Training
Sales Management
Relationship Selling | Relationship building with clients
SPIN Selling
Challenger Sale | Challenger selling
MEDDIC | MEDDPICC
Trade Show Sales | Trade shows
Door-to-Door Sales | Canvassing
Wholesale | Wholesale distribution
Retail Buying | Merchandise buying
Estimating and Quoting | Sales quoting
`);
