import { defineSkills } from "./define";

export const retailHospitalitySkills = defineSkills("retail-hospitality", `
Cash Handling | Cash management, Handling cash
Point of Sale | POS, POS systems, Cash register
Cashiering | Cashier
Retail Sales | Sales floor
Merchandising | Visual merchandising
Planogram | Planograms
Stocking | Shelf stocking, Restocking
Inventory Receiving | Freight receiving
Loss Prevention | Asset protection, Shrink reduction
Store Operations | Store management
Opening and Closing Procedures | Opening and closing
Price Changes | Pricing and tagging
Clienteling | Personal shopping
Fitting Room Attendant | Fitting room
Pharmacy Retail | Pharmacy cashier
Food Safety | Food handling, Safe food handling
ServSafe | ServSafe certified, ServSafe Food Handler, ServSafe Manager
Food Handler Card | Food handler certificate, Food handlers permit
Food Preparation | Food prep, Prep cook
Line Cooking | Line cook
Short-Order Cooking | Short order cook
Grilling | Grill cook
Baking | Baker
Pastry | Pastry arts
Knife Skills
Culinary Arts | Cooking, Culinary
Menu Planning | Menu development
Kitchen Management | Back of house, BOH
Dishwashing | Dishwasher
Food Service | Foodservice
Food Running | Food runner
Table Service | Waiting tables, Waitstaff, Restaurant server
Bussing Tables | Busser, Bussing
Restaurant Hosting | Hostess, Host stand
Bartending | Bartender, Mixology
Barista | Espresso drinks, Coffee preparation
Responsible Alcohol Service | TIPS certification, TIPS certified
Catering | Catering service
Banquet Service | Banquets
Fine Dining
Quick Service Restaurant | QSR, Fast food
Drive-Thru | Drive-through
Front of House | FOH
Upselling | Suggestive selling
Hotel Front Desk | Hotel reception, Front desk agent
Housekeeping | Room attendant, Hotel housekeeping
Laundry Operations | Laundry
Reservations | Reservation systems, Booking systems
Opera PMS | Oracle Opera, Hotel property management systems
Event Setup | Banquet setup
Valet Parking | Valet
Hospitality Management | Hospitality
Tourism | Tour guiding, Tour guide
Gaming Dealer | Casino dealer, Blackjack dealer
Fitness Instruction | Personal training, Personal trainer, Group fitness
Cosmetology | Hair styling, Hairstylist
Barbering | Barber
Nail Technology | Manicurist, Nail technician
Esthetics | Esthetician, Skin care
Massage Therapy | Massage therapist, Licensed massage therapist
Childcare | Child care, Babysitting
Pet Care | Dog walking, Pet sitting
Dog Grooming | Pet grooming, Groomer
Toast POS | !Toast
Square POS | Square point of sale
Cleaning | House cleaning, Commercial cleaning
`);
