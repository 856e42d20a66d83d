import { defineSkills } from "./define";

export const financeAccountingSkills = defineSkills("finance-accounting", `
Accounting | Financial accounting
Bookkeeping | Bookkeeper
Accounts Payable | A/P
Accounts Receivable | A/R
General Ledger | GL accounting
Account Reconciliation | Reconciliations, Bank reconciliation
Month-End Close | Month end closing, Financial close
Journal Entries
Payroll | Payroll processing
Payroll Tax | Payroll taxes
Invoicing | Billing and invoicing
Financial Reporting | Financial statements
Financial Analysis
Financial Modeling | Financial modelling
Budgeting | Budget management
Financial Planning and Analysis | FP&A
Cost Accounting
Variance Analysis
Auditing | Audit
Internal Audit | Internal auditing
External Audit
Tax Preparation | Tax returns, Income tax preparation
Corporate Tax
Sales Tax | Sales and use tax
GAAP | US GAAP, Generally accepted accounting principles
IFRS | International Financial Reporting Standards
Sarbanes-Oxley | SOX, SOX compliance
Certified Public Accountant | CPA
Certified Management Accountant
Chartered Financial Analyst | CFA
Enrolled Agent
QuickBooks | QuickBooks Online, QBO, Intuit QuickBooks
Xero
Sage Intacct | !Sage
NetSuite | Oracle NetSuite
SAP FICO | SAP Finance, SAP FI/CO
Oracle Financials | Oracle EBS Financials
Workday Financials
Microsoft Dynamics 365 Finance | Dynamics GP, Dynamics NAV, Business Central
Bill.com
Expensify
SAP Concur | !Concur
Fixed Assets | Fixed asset accounting, Depreciation
Revenue Recognition | ASC 606
Lease Accounting | ASC 842
Intercompany Accounting | Intercompany reconciliation
Financial Consolidation | Consolidations
Treasury Management | Treasury
Cash Flow Management | Cash flow
Credit Analysis | Credit risk analysis
Underwriting | Loan underwriting
Risk Management | Risk assessment
Investment Analysis | Equity research
Portfolio Management
Wealth Management | Financial advising, Financial planning
Banking Operations | Bank teller, Teller
Loan Origination | Mortgage lending, Loan officer
Anti-Money Laundering | AML, BSA/AML
Know Your Customer | KYC
Fraud Detection | Fraud prevention, Fraud investigation
Insurance Claims Adjusting | Claims adjusting, Claims adjuster
Actuarial Science | Actuarial analysis
Valuation | Business valuation, DCF
Mergers and Acquisitions | M&A
Private Equity
Venture Capital
Financial Compliance | Regulatory reporting
Grant Accounting | Fund accounting
Nonprofit Accounting
Government Accounting | GASB
Billing Operations
Collections Management | Credit and collections
Procure-to-Pay | P2P
Order-to-Cash | O2C
Vendor Payments | Check runs, ACH payments
1099 Reporting | 1099s
Series 7 | FINRA Series 7
Series 63 | FINRA Series 63
`);
