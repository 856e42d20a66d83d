import { defineSkills } from "./define";

export const officeProductivitySkills = defineSkills("office-productivity", `
Microsoft Office | MS Office, Microsoft Office Suite, Microsoft 365, Office 365, O365
Microsoft Excel | !Excel, MS Excel
Microsoft Word | MS Word
Microsoft PowerPoint | PowerPoint, MS PowerPoint
Microsoft Outlook | !Outlook, MS Outlook
Microsoft Access | MS Access
Microsoft Teams | MS Teams
Microsoft OneNote | OneNote
SharePoint | Microsoft SharePoint
Microsoft Visio | Visio
Microsoft Project | MS Project
Pivot Tables | PivotTables, Excel pivot tables
VLOOKUP | XLOOKUP, Excel lookups
Excel Macros | VBA, Visual Basic for Applications
Advanced Excel | Excel formulas
Google Workspace | G Suite, Google Apps
Google Sheets
Google Docs
Google Slides
Google Drive
Gmail
Google Calendar
Google Forms
Apple Keynote | !Keynote
Apple Pages
Apple Numbers
!Slack | Slack messaging
!Zoom | Zoom meetings
Webex | Cisco Webex
!Notion | Notion workspace
Trello
Asana
Monday.com
Airtable
Smartsheet
Confluence | Atlassian Confluence
Jira | Atlassian Jira
Adobe Acrobat | Acrobat, Adobe Acrobat Pro
PDF Editing
DocuSign | E-signature
Dropbox
Microsoft OneDrive | OneDrive
Typing | Keyboarding, Touch typing
10-Key | Ten key, 10 key data entry
Email Management | Inbox management
Calendar Management
Spreadsheets | Spreadsheet skills
Word Processing
Presentation Software
Video Conferencing
Computer Literacy | Basic computer skills
Microsoft Windows | !Windows, Windows 11, Windows 10
macOS | Mac OS, OS X
Chromebook | ChromeOS
Zapier
Microsoft Power Automate | Power Automate
Lotus Notes | HCL Notes
Zoho | Zoho One
`);
