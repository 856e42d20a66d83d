import { defineSkills } from "./define";

export const educationSkills = defineSkills("education", `
Lesson Planning | Lesson plans
Curriculum Development | Curriculum design
Instructional Design | Learning design
Classroom Management
Differentiated Instruction | Differentiation
Student Assessment | Assessment design
Formative Assessment
Special Education | SPED
Individualized Education Programs | IEP, IEPs
Applied Behavior Analysis | ABA
Behavior Management | Behavior intervention plans
Early Childhood Education | ECE, Preschool teaching
Elementary Education
Secondary Education | High school teaching
English as a Second Language | ESL, ESOL, English language learners, ELL
Teaching English as a Foreign Language | TEFL, TESOL
Literacy Instruction | Reading instruction, Phonics
Mathematics Instruction | Math instruction
STEM Education | !STEM
Science Instruction
Tutoring | Tutor
Test Preparation | SAT prep, ACT prep
Online Teaching | Virtual teaching, Remote teaching
Learning Management Systems | LMS
Canvas LMS | !Canvas
!Blackboard | Blackboard Learn
Moodle
Google Classroom
Schoology
Educational Technology | EdTech
Corporate Training | Training delivery
Train the Trainer
Facilitation | Workshop facilitation
E-Learning Development | eLearning, E-learning
Articulate Storyline | !Storyline
Adobe Captivate | Captivate
Adult Education | Adult learning
Academic Advising | Student advising
College Admissions | Admissions counseling
Career Counseling | Career coaching, Career services
School Counseling | Guidance counseling
Student Services | Student affairs
Substitute Teaching | Substitute teacher
Paraprofessional Support | Paraeducator, Teacher's aide, Teaching assistant
Parent Communication | Parent-teacher communication
Youth Development | Youth programs
Coaching Sports | Athletic coaching
Music Instruction | Music teaching
Sign Language Interpreting | ASL interpreting, American Sign Language
Braille | Braille transcription
Library Science | Librarianship, MLIS
Higher Education Administration | Higher ed administration
Research Supervision | Thesis supervision
Teacher Certification | Teaching license, State teaching certificate
Montessori | Montessori method
Social-Emotional Learning | SEL
Restorative Practices | Restorative justice in schools
Gifted Education
Child Development
`);
