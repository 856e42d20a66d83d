/*
 * Languages a person can list on their profile (ISO 639-1 codes, English names), and the proficiency
 * scale (the five levels employers know from LinkedIn and the ILR scale). Shared by the Candidate360
 * language section, the resume parser (which finds these names in resumes) and, later, talent search.
 */
export const LANGUAGES = [
  { code: "ar", name: "Arabic" },
  { code: "hy", name: "Armenian" },
  { code: "bn", name: "Bengali" },
  { code: "bg", name: "Bulgarian" },
  { code: "my", name: "Burmese" },
  { code: "yue", name: "Cantonese" },
  { code: "zh", name: "Chinese (Mandarin)" },
  { code: "hr", name: "Croatian" },
  { code: "cs", name: "Czech" },
  { code: "da", name: "Danish" },
  { code: "nl", name: "Dutch" },
  { code: "en", name: "English" },
  { code: "fa", name: "Persian (Farsi)" },
  { code: "fi", name: "Finnish" },
  { code: "fr", name: "French" },
  { code: "de", name: "German" },
  { code: "el", name: "Greek" },
  { code: "gu", name: "Gujarati" },
  { code: "ht", name: "Haitian Creole" },
  { code: "he", name: "Hebrew" },
  { code: "hi", name: "Hindi" },
  { code: "hmn", name: "Hmong" },
  { code: "hu", name: "Hungarian" },
  { code: "id", name: "Indonesian" },
  { code: "it", name: "Italian" },
  { code: "ja", name: "Japanese" },
  { code: "km", name: "Khmer" },
  { code: "ko", name: "Korean" },
  { code: "lo", name: "Lao" },
  { code: "ms", name: "Malay" },
  { code: "ml", name: "Malayalam" },
  { code: "mr", name: "Marathi" },
  { code: "ne", name: "Nepali" },
  { code: "no", name: "Norwegian" },
  { code: "pl", name: "Polish" },
  { code: "pt", name: "Portuguese" },
  { code: "pa", name: "Punjabi" },
  { code: "ro", name: "Romanian" },
  { code: "ru", name: "Russian" },
  { code: "sr", name: "Serbian" },
  { code: "so", name: "Somali" },
  { code: "es", name: "Spanish" },
  { code: "sw", name: "Swahili" },
  { code: "sv", name: "Swedish" },
  { code: "tl", name: "Tagalog (Filipino)" },
  { code: "ta", name: "Tamil" },
  { code: "te", name: "Telugu" },
  { code: "th", name: "Thai" },
  { code: "tr", name: "Turkish" },
  { code: "uk", name: "Ukrainian" },
  { code: "ur", name: "Urdu" },
  { code: "vi", name: "Vietnamese" },
  { code: "asl", name: "American Sign Language" },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]["code"];

export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as [LanguageCode, ...LanguageCode[]];

export const PROFICIENCIES = [
  { value: "elementary", label: "Elementary" },
  { value: "limited-working", label: "Limited working" },
  { value: "professional-working", label: "Professional working" },
  { value: "full-professional", label: "Full professional" },
  { value: "native", label: "Native or bilingual" },
] as const;

export type Proficiency = (typeof PROFICIENCIES)[number]["value"];

export const PROFICIENCY_VALUES = PROFICIENCIES.map((p) => p.value) as [Proficiency, ...Proficiency[]];

export const languageName = (code: string): string | null => LANGUAGES.find((l) => l.code === code)?.name ?? null;
