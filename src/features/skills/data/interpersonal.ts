import { defineSkills } from "./define";

export const interpersonalSkills = defineSkills("interpersonal", `
Communication | Communication skills
Written Communication | Writing skills
Verbal Communication | Oral communication
Public Speaking | Presentations, Presentation skills
Teamwork | Team player, !Collaboration
!Leadership | Leadership skills
Problem Solving | Problem-solving
Critical Thinking
Time Management
Organizational Skills | Organization skills
Attention to Detail | Detail-oriented, Detail oriented
Adaptability | !Flexibility
Multitasking | Multi-tasking
Work Ethic | Strong work ethic
Reliability | Dependability, Dependable
Interpersonal Skills | People skills
Emotional Intelligence | EQ
Empathy
Patience
Cultural Competence | Cultural awareness
Customer Focus | Customer-focused
Relationship Building
Professional Networking | Business networking
Persuasion | Influencing
Creativity | Creative thinking
!Initiative | Self-starter, Self-motivated
!Accountability | Personal accountability
Stress Management | Working under pressure
Prioritization | Prioritizing tasks
Analytical Skills | Analytical thinking
Research Skills
!Planning | Planning skills
Active Learning | Continuous learning
Mentorship | Peer mentoring
Giving Feedback | Constructive feedback
Receiving Feedback | Coachability
Professionalism
!Discretion | Discreet
Resilience
Conflict Management
Diplomacy | !Tact
Cross-Cultural Communication
Remote Collaboration | Remote work
Storytelling
Numeracy | Basic math
Reading Comprehension
Listening Skills
Physical Stamina | Standing for long periods, Lifting 50 lbs
Manual Dexterity | Hand-eye coordination
Punctuality
`);
