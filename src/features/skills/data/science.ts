import { defineSkills } from "./define";

export const scienceSkills = defineSkills("science", `
Laboratory Techniques | Lab techniques, Bench work
Laboratory Safety | Lab safety
Pipetting | Micropipetting
Polymerase Chain Reaction | PCR, qPCR, RT-PCR
Cell Culture | Tissue culture
Western Blotting | Western blot
ELISA
Flow Cytometry | FACS
Gel Electrophoresis | Electrophoresis
DNA Sequencing | Next-generation sequencing, NGS
Molecular Biology
Microbiology
Biochemistry
Genetics | Genomics
Bioinformatics
Immunology
Histology | Tissue processing
Microscopy | Confocal microscopy
Chromatography | HPLC, Gas chromatography, GC-MS
Mass Spectrometry | Mass spec, LC-MS
Spectroscopy | UV-Vis, Infrared spectroscopy
Titration
Analytical Chemistry
Organic Chemistry | Organic synthesis
Chemistry | Chemist
Physics
Materials Science
Environmental Science
Environmental Sampling | Soil sampling, Water sampling
Water Quality Testing | Water testing
Wastewater Treatment | Water treatment
Ecology | Field ecology
Wildlife Biology | Wildlife management
Forestry
Agriculture | Farming
Agronomy | Crop science
Animal Husbandry | Livestock care
Horticulture | Greenhouse management
Food Science
Geology | Geologist
Hydrology
Meteorology | Weather forecasting
Astronomy
Clinical Research | Clinical trials
Good Clinical Practice | ICH GCP
Good Laboratory Practice | GLP
Regulatory Affairs | FDA submissions
Scientific Writing | Manuscript writing
Research Design | Experimental design
Literature Review | Systematic review
Epidemiology
Biostatistics
Public Health
Toxicology
Pharmaceutical Development | Drug development
Biotechnology | Biotech
Quality Control Laboratory | QC lab testing
Laboratory Information Management Systems | LIMS
Sample Preparation | Sample prep
Calibration | Instrument calibration
Metrology
Electrical Engineering
Mechanical Engineering
Civil Engineering
Chemical Engineering
Biomedical Engineering
Industrial Engineering
Aerospace Engineering
Environmental Engineering
Structural Engineering | Structural analysis
Systems Engineering
Finite Element Analysis | FEA, ANSYS
Computational Fluid Dynamics | CFD
Circuit Design | PCB design
Power Systems | Power distribution engineering
Instrumentation | Instrumentation and controls
Control Systems | Controls engineering
Thermodynamics
Technical Drawing | Drafting
LabVIEW
Mathematics | Applied mathematics
Psychology | Psychological research
Social Science Research | Qualitative research
Survey Research | Survey design
Economics | Econometrics
Anthropology
Archaeology
`);
