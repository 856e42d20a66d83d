import { z } from "zod";
import { text } from "@/lib/text-schema";
import { invalidMessage, textField } from "@/lib/validation/fields";
import { ANSWER_CODES } from "./forms";

/*
 * What the self-identification step sends (decision 034): every question optional, each answer one of
 * its form's codes ("decline" is "I do not wish to answer"). The server adds the forms' versions.
 * Shared by the step component and the route handler.
 */
export const SELF_ID_LIMITS = { name: 200 } as const;

const code = <T extends readonly [string, ...string[]]>(field: string, codes: T) => z.enum(codes, { error: invalidMessage(field) });
const codes = <T extends readonly string[]>(list: T) => list as unknown as readonly [T[number], ...T[number][]];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const selfIdentificationInputSchema = z
  .object({
    gender: code("Gender", codes(ANSWER_CODES.gender)).optional(),
    raceEthnicity: code("Race/ethnicity", codes(ANSWER_CODES.raceEthnicity)).optional(),
    veteranStatus: code("Veteran status", codes(ANSWER_CODES.veteranStatus)).optional(),
    disability: code("Disability", codes(ANSWER_CODES.disability)).optional(),
    cc305: z
      .object({
        answer: code("Disability status", codes(ANSWER_CODES.cc305)),
        name: textField("Name", SELF_ID_LIMITS.name),
        /** The form's date, YYYY-MM-DD; "" means today. */
        date: text({ error: invalidMessage("Date") })
          .trim()
          .refine((v) => v === "" || (ISO_DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), { error: invalidMessage("Date") }),
      })
      .strict()
      .optional(),
    protectedVeteran: z
      .object({ answer: code("Protected veteran status", codes(ANSWER_CODES.protectedVeteran)) })
      .strict()
      .optional(),
  })
  .strict();

export type SelfIdentificationInput = z.infer<typeof selfIdentificationInputSchema>;

/** The report's filters (admin): all optional; from/to are dates (YYYY-MM-DD), inclusive. */
const optionalUuid = (field: string) =>
  text()
    .trim()
    .max(36)
    .refine((v) => v === "" || z.uuid().safeParse(v).success, { error: invalidMessage(field) })
    .optional()
    .transform((v) => (v ? v : undefined));
const optionalDate = (field: string) =>
  text()
    .trim()
    .max(10)
    .refine((v) => v === "" || (ISO_DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), { error: invalidMessage(field) })
    .optional()
    .transform((v) => (v ? v : undefined));

export const selfIdentificationReportQuerySchema = z.object({
  companyId: optionalUuid("Company"),
  jobId: optionalUuid("Job"),
  from: optionalDate("From"),
  to: optionalDate("To"),
});
export type SelfIdentificationReportQuery = z.infer<typeof selfIdentificationReportQuerySchema>;
