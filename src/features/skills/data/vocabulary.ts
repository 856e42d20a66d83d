import type { SkillDefinition } from "./define";
import { administrativeSkills } from "./administrative";
import { creativeDesignSkills } from "./creative-design";
import { customerServiceSkills } from "./customer-service";
import { dataAnalyticsSkills } from "./data-analytics";
import { educationSkills } from "./education";
import { financeAccountingSkills } from "./finance-accounting";
import { healthcareAdministrationSkills } from "./healthcare-administration";
import { healthcareClinicalSkills } from "./healthcare-clinical";
import { humanResourcesSkills } from "./human-resources";
import { interpersonalSkills } from "./interpersonal";
import { itInfrastructureSkills } from "./it-infrastructure";
import { legalSkills } from "./legal";
import { managementSkills } from "./management";
import { manufacturingSkills } from "./manufacturing";
import { marketingSkills } from "./marketing";
import { officeProductivitySkills } from "./office-productivity";
import { publicSafetySkills } from "./public-safety";
import { retailHospitalitySkills } from "./retail-hospitality";
import { salesSkills } from "./sales";
import { scienceSkills } from "./science";
import { skilledTradesSkills } from "./skilled-trades";
import { softwareDevelopmentSkills } from "./software-development";
import { transportationLogisticsSkills } from "./transportation-logistics";

/** The whole curated vocabulary (decision 022), every category's file in one list. */
export const SKILL_VOCABULARY: readonly SkillDefinition[] = [
  ...softwareDevelopmentSkills,
  ...itInfrastructureSkills,
  ...dataAnalyticsSkills,
  ...officeProductivitySkills,
  ...healthcareClinicalSkills,
  ...healthcareAdministrationSkills,
  ...skilledTradesSkills,
  ...manufacturingSkills,
  ...transportationLogisticsSkills,
  ...administrativeSkills,
  ...customerServiceSkills,
  ...retailHospitalitySkills,
  ...educationSkills,
  ...financeAccountingSkills,
  ...salesSkills,
  ...marketingSkills,
  ...managementSkills,
  ...humanResourcesSkills,
  ...creativeDesignSkills,
  ...legalSkills,
  ...scienceSkills,
  ...publicSafetySkills,
  ...interpersonalSkills,
];
