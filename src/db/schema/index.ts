export * from "./auth";
export * from "./platform";
export * from "./companies";
export * from "./categories";
export * from "./jobs";
export * from "./content";
export * from "./messaging";
export * from "./resumes";
