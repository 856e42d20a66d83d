import { defineSkills } from "./define";

export const publicSafetySkills = defineSkills("public-safety", `
Law Enforcement | Policing
Patrol | Patrolling
Criminal Investigation | Investigations
Report Writing | Incident report writing
Evidence Collection | Crime scene processing
Firearms Proficiency | Firearms, Firearms qualification
Use of Force | Defensive tactics
Emergency Response | Emergency management
Firefighting | Fire suppression, Firefighter
Fire Prevention | Fire inspection
Hazardous Materials Response | Hazmat response, HAZWOPER
Search and Rescue
Incident Command System | NIMS
Emergency Dispatch | 911 dispatch, Public safety dispatch
Security Guard | Security officer, Guard card
Armed Security | Armed guard
Access Control | Badge access
CCTV Monitoring | Video surveillance, Surveillance
Loss Prevention Investigation | Retail investigations
Executive Protection | Bodyguard
Correctional Services | Correctional officer, Inmate supervision
Probation and Parole | Probation officer
Court Security | Bailiff
Traffic Control | Flagging, Flagger
Crowd Control | Crowd management
Event Security
Security Patrol | Mobile patrol
Alarm Monitoring | Alarm response
Threat Assessment
Physical Security
Lifeguarding | Lifeguard, Water rescue
Wildland Firefighting | Wildfire suppression
Emergency Vehicle Operation | EVOC
Community Policing | Community outreach policing
Border Security | Customs and border protection
Military Experience | Military service
Security Clearance | Secret clearance, Top Secret clearance, TS/SCI
Disaster Recovery Planning | Business continuity, Continuity planning
Workplace Violence Prevention
Radio Communications | Two-way radio
Building Security Systems | Security systems installation
Fingerprinting | Livescan
Victim Advocacy | Victim services
Code Enforcement | Code enforcement officer
Animal Control
Transportation Security | TSA screening
`);
