import { defineSkills } from "./define";

export const skilledTradesSkills = defineSkills("skilled-trades", `
Electrical Wiring | Residential wiring, Commercial wiring
Electrical Troubleshooting
National Electrical Code | NEC
Conduit Bending | Conduit installation
Low Voltage Wiring | Low voltage
Electrical Panel Installation | Panel upgrades, Service panels
Motor Controls | Motor control circuits
Programmable Logic Controllers | PLC, PLC programming
Solar Panel Installation | Solar PV installation, Photovoltaic installation
Plumbing | Plumbing installation, Plumbing repair
Pipefitting | Pipe fitting
Drain Cleaning | Drain clearing
Backflow Prevention | Backflow testing
Gas Piping | Gas line installation
HVAC | Heating ventilation and air conditioning, HVAC/R
HVAC Installation
HVAC Service and Repair | HVAC troubleshooting
Refrigeration | Commercial refrigeration
EPA Section 608 Certification | EPA 608, EPA Universal certification
Boiler Operation | Boilers
Ductwork | Duct installation, Sheet metal ductwork
Carpentry | Carpenter
Framing | Wood framing, Rough framing
Finish Carpentry | Trim carpentry
Cabinet Installation | Cabinetry
Drywall | Drywall installation, Sheetrock, Drywall finishing
Painting | Commercial painting, Residential painting
Roofing | Roof installation, Shingle roofing
Flooring Installation | Tile installation, Hardwood flooring
Masonry | Bricklaying, Stonework
Concrete Work | Concrete finishing, Concrete forming
Welding | Welder
MIG Welding | GMAW
TIG Welding | GTAW
Stick Welding | SMAW, Arc welding
Flux-Cored Arc Welding | FCAW
Oxy-Fuel Cutting | Torch cutting, Oxyacetylene cutting
Plasma Cutting
Metal Fabrication | Steel fabrication
Blueprint Reading | Reading blueprints, Construction drawings
Construction Estimating | Estimating, Cost estimating
Building Codes | Code compliance
Construction Safety | Jobsite safety
OSHA 10 | OSHA 10-Hour
OSHA 30 | OSHA 30-Hour
Scaffolding | Scaffold erection
Heavy Equipment Operation | Heavy machinery operation
Excavator Operation | Excavator
Backhoe Operation | Backhoe
Crane Operation | Crane operator, NCCCO
Rigging | Rigging and signaling
Surveying | Land surveying
Power Tools | Hand and power tools
Hand Tools
Building Maintenance | Facilities maintenance
General Maintenance | Handyman
Preventive Maintenance | Preventative maintenance
Grounds Maintenance | Groundskeeping
Landscaping | Landscape installation
Irrigation Systems | Sprinkler systems
Pest Control | Pest management, Exterminating
Janitorial | Custodial, Janitorial services
Floor Care | Floor stripping and waxing, Floor buffing
Locksmithing | Lock installation
Glazing | Glass installation
Insulation Installation | Insulation
Elevator Maintenance | Elevator mechanic
Fire Sprinkler Installation | Fire protection systems
Appliance Repair
Automotive Repair | Auto repair, Auto mechanic
Automotive Diagnostics | Vehicle diagnostics, OBD-II
Brake Repair | Brakes
Engine Repair | Engine rebuilding
Transmission Repair
Oil Changes | Lube technician
Tire Service | Tire changing, Tire mounting and balancing
Auto Body Repair | Collision repair
Automotive Painting | Auto painting
Diesel Mechanics | Diesel technician, Diesel engine repair
ASE Certification | ASE, ASE certified
Small Engine Repair
Aircraft Maintenance | Airframe and powerplant, A&P mechanic
Marine Mechanics | Boat repair
Line Work | Lineman, Power line installation
Millwright | Millwright work
Industrial Maintenance | Maintenance mechanic
Hydraulics | Hydraulic systems
Pneumatics | Pneumatic systems
Demolition
Tile Setting | Ceramic tile
Asbestos Abatement | Hazardous material abatement
`);
