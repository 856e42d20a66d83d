import { defineSkills } from "./define";

export const administrativeSkills = defineSkills("administrative", `
Data Entry
Filing | Filing systems, Records filing
Records Management | Document management
Office Administration | Office management
Administrative Support | Clerical support, Clerical
Executive Assistance | Executive support
Scheduling | Appointment scheduling
Travel Arrangements | Travel coordination, Travel booking
Meeting Coordination | Meeting planning
Minute Taking | Taking minutes, Meeting minutes
Reception | Front desk, Receptionist
Multi-Line Phone Systems | Multi-line phones, Switchboard
Mail Processing | Mailroom, Mail handling
Office Equipment | Copiers and fax machines, Office machines
Proofreading | Copy checking
Transcription | Audio transcription
Dictation
Correspondence | Business correspondence
Expense Reports | Expense reporting
Purchase Orders | PO processing
Office Supply Management | Supply ordering
Notary Public | Notary
Document Preparation
Form Processing | Paperwork processing
Database Management | Database maintenance
CRM Data Maintenance | CRM data entry
Confidentiality | Confidential information handling
Front Office Operations
Visitor Management | Visitor check-in
Event Coordination | Event planning
Facilities Coordination | Facilities management
Property Management | Property manager
Leasing | Leasing consultant
Tenant Relations
Real Estate | Real estate transactions
Real Estate License | Licensed real estate agent, Realtor
Title Processing | Title search
Mortgage Processing | Loan processing
Insurance Processing | Policy processing
Government Forms
Grant Writing | Grant applications
Permit Processing | Permitting
Survey Administration
Library Services | Library cataloging
Archiving | Archival management
Records Retention
Timekeeping | Time and attendance
`);
