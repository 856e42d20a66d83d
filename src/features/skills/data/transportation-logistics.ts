import { defineSkills } from "./define";

export const transportationLogisticsSkills = defineSkills("transportation-logistics", `
Commercial Driving | Truck driving, Commercial driver
Class A CDL | CDL-A, CDL Class A, Class A commercial driver's license
Class B CDL | CDL-B, CDL Class B
Commercial Driver's License | CDL
Hazmat Endorsement | HazMat, Hazardous materials endorsement
Tanker Endorsement
Doubles/Triples Endorsement | Doubles and triples
Passenger Endorsement | CDL passenger endorsement
Defensive Driving
Safe Driving Record | Clean driving record
Hours of Service | HOS, DOT hours of service
DOT Regulations | Department of Transportation regulations, FMCSA regulations
Electronic Logging Devices | ELD
Pre-Trip Inspection | Vehicle inspection, Pre-trip and post-trip inspections
Route Planning | Route optimization
Delivery Driving | Local delivery, Last-mile delivery
Bus Driving | School bus driving, Transit bus operation
Forklift Operation | Forklift, Forklift certified, Forklift driver
Reach Truck Operation | Reach truck
Pallet Jack Operation | Pallet jack, Electric pallet jack
Order Picker Operation | Order picker
Warehouse Operations | Warehouse
Order Picking | Picking and packing, Pick and pack
Shipping and Receiving
Inventory Management | Inventory control
Cycle Counting | Cycle counts
Warehouse Management Systems | WMS
RF Scanning | RF scanner, Barcode scanning
Loading and Unloading | Loading docks, Truck unloading
Palletizing | Pallet building
Supply Chain Management | Supply chain, SCM
Logistics | Logistics coordination
Procurement | Purchasing, Sourcing
Vendor Management | Supplier management
Freight Brokerage | Freight broker
Dispatching | Dispatch, Truck dispatching
Fleet Management
Transportation Management Systems | TMS
Freight Forwarding
Import/Export | International trade, Import and export
Customs Compliance | Customs brokerage
Bills of Lading | BOL
Load Securement | Cargo securement
Cold Chain Logistics | Temperature-controlled shipping
Demand Planning
Materials Planning | Material requirements planning, MRP
Distribution Center Operations | Distribution center
Courier Services | Courier
Railroad Operations | Rail operations, Train conductor
Aviation Ground Operations | Ramp agent, Baggage handling
Air Traffic Control
Commercial Pilot | Piloting, Airline pilot
Maritime Operations | Deckhand, Seamanship
Parking Enforcement | Parking attendant
Moving and Relocation | Household moving
Rideshare Driving | Uber driver, Lyft driver
Chauffeuring | Chauffeur
SAP Materials Management | SAP MM
Oracle SCM | Oracle Supply Chain
`);
