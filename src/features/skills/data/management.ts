import { defineSkills } from "./define";

export const managementSkills = defineSkills("management", `
Project Management
Program Management
Project Management Office | PMO
Project Management Professional | PMP
Certified ScrumMaster | CSM
Agile Methodologies | !Agile
Scrum
Kanban
Waterfall Methodology | Waterfall
!SAFe | Scaled Agile Framework
Product Management | Product manager
Product Ownership | Product owner
Product Roadmapping | Roadmaps, Product roadmap
Stakeholder Management | Stakeholder engagement
Team Leadership | Leading teams
People Management | Managing people, Direct reports
Staff Supervision | Supervising staff, Supervision
Staff Scheduling | Shift scheduling, Employee scheduling
Coaching and Mentoring | Mentoring, Coaching employees
Performance Management | Performance reviews
Delegation
Strategic Planning | Strategy development
Business Strategy | Corporate strategy
Operations Management
Business Operations
Change Management | Organizational change
Budget Oversight | P&L management, Profit and loss responsibility
Resource Planning | Resource allocation
Risk Mitigation
Vendor Negotiation
Contract Management
Business Analysis | Business analyst
Requirements Gathering | Business requirements
Process Mapping | Workflow mapping
Business Process Improvement | BPI
Management Consulting
OKRs | Objectives and key results
KPI Development | Key performance indicators, KPIs
Cross-Functional Collaboration | Cross-functional teams
Executive Leadership | C-level leadership
Board Relations | Board governance
Nonprofit Management | Nonprofit leadership
Fundraising | Development and fundraising
Grant Management
Volunteer Management | Volunteer coordination
Program Evaluation
Retail Management | Store manager
Restaurant Management | Restaurant manager
Hotel Management | Hotel operations
Construction Management | Construction project management
Site Supervision | Site management
Shift Supervision | Shift lead, Shift leader
Crew Leadership | Crew lead, Foreman
Warehouse Management | Warehouse supervision
Clinical Leadership | Nurse management, Charge nurse
Office Leadership | Office manager
Multi-Unit Management | District management, Area management
Franchise Operations | Franchise management
Entrepreneurship | Starting a business, Small business ownership
Business Planning | Business plans
Decision Making | Decision-making
Meeting Facilitation
Organizational Development
Succession Planning
Vendor Relationship Management
Microsoft Dynamics 365 | Dynamics 365
SAP ERP | SAP, SAP S/4HANA
Enterprise Resource Planning | ERP
Oracle ERP | Oracle E-Business Suite
Lean Management | Lean leadership
`);
