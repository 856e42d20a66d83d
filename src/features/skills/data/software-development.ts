import { defineSkills } from "./define";

export const softwareDevelopmentSkills = defineSkills("software-development", `
JavaScript | JS, ECMAScript, ES6
TypeScript | TS
Python | Python 3, Python3
Java | Java SE, Core Java
C# | C Sharp, CSharp
C++ | CPP, C Plus Plus
!C | C programming, C language, ANSI C
!Go {go} | Golang, Go programming
!Rust | Rust programming
!Ruby | Ruby programming
PHP | PHP 8
!Swift | Swift programming, SwiftUI
Kotlin
Objective-C | ObjC, Obj-C
Scala
Perl
!Dart | Dart programming
Elixir
Haskell
Clojure
Lua
MATLAB
Visual Basic | VB, VB6
VB.NET | Visual Basic .NET
COBOL
Fortran
Assembly Language | x86 Assembly
Shell Scripting | !Bash, Bash scripting, Shell scripts
PowerShell | PowerShell scripting
Groovy
HTML | HTML5
CSS | CSS3, Cascading Style Sheets
Sass | SCSS
Tailwind CSS | Tailwind, TailwindCSS
Bootstrap | Twitter Bootstrap
!React | React.js, ReactJS
Next.js | NextJS
!Angular | Angular 2+
AngularJS
Vue.js | Vue, VueJS
Nuxt | Nuxt.js
Svelte | SvelteKit
jQuery
Redux
React Native
Flutter
Node.js | NodeJS, !Node
Express.js | ExpressJS, !Express
NestJS | Nest.js
Deno
.NET | dotnet, .NET Core, .NET Framework
ASP.NET | ASP.NET Core, ASP.NET MVC
Entity Framework | EF Core
Spring Framework | !Spring
Spring Boot
!Hibernate | Hibernate ORM
Django
!Flask | Python Flask
FastAPI
Ruby on Rails | !Rails, RoR
Laravel
Symfony
WordPress Development | WordPress plugin development
GraphQL
REST APIs | REST, RESTful APIs, RESTful web services
gRPC
SOAP Web Services | SOAP
WebSockets
Microservices | Microservices architecture
Object-Oriented Programming | OOP, object oriented programming
Functional Programming
Data Structures and Algorithms | Algorithms, Data structures
Design Patterns | Software design patterns
Software Architecture | System design
Test-Driven Development | TDD
Unit Testing
!Jest | Jest testing
Vitest
!Playwright | Playwright Test
!Selenium | Selenium WebDriver
!Cypress | Cypress.io
JUnit
pytest
!Mocha | Mocha.js
Software Testing | Software QA, QA testing, Quality assurance testing
Test Automation | Automated testing
Manual Testing
Git | Git version control
GitHub
GitLab
Bitbucket
Subversion | SVN
Code Review
iOS Development | iOS
Android Development | Android SDK
Mobile App Development | Mobile development
Web Development
Front-End Development | Frontend development, Front end development
Back-End Development | Backend development, Back end development
Full-Stack Development | Full stack development, Fullstack
Game Development
!Unity | Unity3D, Unity game engine
Unreal Engine | UE5, UE4
Embedded Systems | Embedded software, Firmware development
Webpack
Vite
npm | NPM
Salesforce Development | Apex, Visualforce
ServiceNow Development
SAP ABAP | ABAP
Low-Code Development | Power Apps, Microsoft Power Apps
Web Accessibility | WCAG, Accessibility (a11y), a11y
Progressive Web Apps | PWA
API Design | API development
OAuth | OAuth 2.0, OpenID Connect
Agile Software Development | Agile development
Version Control | Source control
`);
