import { defineSkills } from "./define";

export const customerServiceSkills = defineSkills("customer-service", `
Customer Service | Customer support, Client service
Customer Experience | CX
Call Center Operations | Call center, Contact center
Inbound Calls | Inbound call handling
Outbound Calls | Outbound calling
Phone Etiquette | Telephone etiquette
Live Chat Support | Chat support
Email Support
Complaint Resolution | Handling complaints, Resolving complaints
Conflict Resolution | Resolving conflicts
Escalation Management | Handling escalations
Customer Retention | Customer loyalty
Order Processing | Order entry
Returns and Exchanges | Returns processing, Refunds
Billing Inquiries | Billing support
Account Management | Client account management
Technical Customer Support | Product support
Zendesk
Freshdesk
Salesforce Service Cloud | Service Cloud
Intercom
Genesys | Genesys Cloud
Five9
Avaya
Ticketing Systems | Ticket management
Service Level Agreements | SLA, SLAs
Net Promoter Score | NPS
Customer Satisfaction | CSAT
First Call Resolution | FCR
Average Handle Time | AHT
Quality Monitoring | Call monitoring, Call quality assurance
Knowledge Base Management | Knowledge base
Customer Onboarding | Client onboarding
Customer Success | Customer success management
Client Relations | Client relationship management
Guest Relations | Guest services
Concierge Services | Concierge
Bilingual Customer Service | Bilingual support
Patient Services | Patient access
Member Services
Help Line Support | Hotline support
Collections | Debt collection, Collections calls
Telemarketing | Cold calling for appointments
Product Knowledge
Active Listening
Empathetic Customer Service
Service Recovery
Field Service | Field service technician
Dispute Resolution | Chargebacks
`);
