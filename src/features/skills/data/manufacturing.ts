import { defineSkills } from "./define";

export const manufacturingSkills = defineSkills("manufacturing", `
CNC Machining | CNC, CNC machinist
CNC Programming | G-code
CNC Lathe Operation | Lathe operation
CNC Mill Operation | Milling machine operation
Manual Machining | Manual lathe and mill
Machine Operation | Machine operator
Machine Setup | Machine setups
Production Line | Assembly line, Production line work
Mechanical Assembly | Product assembly
Electronics Assembly | PCB assembly
Soldering | Hand soldering, IPC J-STD-001
Injection Molding | Plastic injection molding
Sheet Metal Fabrication | Sheet metal
Press Brake Operation | Press brake
Stamping | Metal stamping
Computer-Aided Design | CAD
AutoCAD
SolidWorks
CATIA
Siemens NX | Unigraphics
Autodesk Inventor | !Inventor
Computer-Aided Manufacturing | !CAM
Mastercam
GD&T | Geometric dimensioning and tolerancing
Precision Measurement | Calipers and micrometers, Precision measuring tools
Coordinate Measuring Machine | CMM
Quality Control | QC
Quality Assurance | QA
Quality Inspection | Product inspection, Visual inspection
Statistical Process Control | SPC
ISO 9001
Good Manufacturing Practice | GMP, cGMP
Lean Manufacturing | !Lean
Six Sigma | Six Sigma Green Belt, Six Sigma Black Belt, Lean Six Sigma
Kaizen | Continuous improvement
5S | 5S methodology
Root Cause Analysis | RCA, 5 Whys
Failure Mode and Effects Analysis | FMEA
Production Planning | Production scheduling
Manufacturing Engineering
Process Improvement | Process optimization
Industrial Robotics | Robot programming, Robotics
Automation | Industrial automation
SCADA
Maintenance Planning | CMMS
Total Productive Maintenance | TPM
Packaging | Packaging operations
Batch Production | Batch processing
Food Production | Food manufacturing
Chemical Processing | Chemical operator
Sanitation | Plant sanitation
Material Handling | Materials handling
Lockout/Tagout | LOTO, Lock out tag out
Hazard Communication | HazCom
Tool and Die Making | Tool and die
Woodworking | Wood finishing
Sewing Machine Operation | Industrial sewing
Printing Press Operation | Press operator
Textile Manufacturing
Composite Fabrication | Composites
Heat Treating | Heat treatment
Powder Coating
Spray Painting | Industrial painting
Plant Operations | Plant operator
`);
