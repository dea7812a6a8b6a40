import { z } from 'zod';
import { hosIdSchema } from '../hospital/hospital.schema.ts';

/**
 * Questionnaires (/other/multi-patient/out-questionnaire and /in-questionnaire; docs/health-content.md): a linked patient answers the hospital's outpatient
 * questionnaire after a recent visit, or its inpatient one after a stay — once per patient and questionnaire.
 */
export const QUESTIONNAIRE_KINDS = ['out', 'in'] as const;
export const questionnaireKindSchema = z.enum(QUESTIONNAIRE_KINDS);
export type QuestionnaireKind = z.infer<typeof questionnaireKindSchema>;

export const QUESTION_KINDS = ['single', 'multiple', 'scale', 'text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** How far back a visit (outpatient) or a discharge (inpatient) may lie for the patient to be asked about it. */
export const QUESTIONNAIRE_VISIT_DAYS: Record<QuestionnaireKind, number> = { out: 90, in: 365 };

const idSchema = z
  .string()
  .trim()
  .regex(/^[\w-]{1,64}$/, 'C019');
export const questionnaireIdSchema = idSchema;
/** The HIS's id of the visit (an outpatient registration's fee id) or of the stay the answer is about. */
export const visitIdSchema = idSchema;
const patientIdSchema = z.string().trim().min(1, 'C018').max(64, 'C019');

export const questionOptionSchema = z.object({ value: z.string(), label: z.string() });
export const questionSchema = z.object({
  questionId: z.string(),
  kind: z.enum(QUESTION_KINDS),
  text: z.string(),
  required: z.boolean(),
  /** single and multiple: the choices, in order. */
  options: z.array(questionOptionSchema),
  /** scale: the lowest and highest score (inclusive); null for the other kinds. */
  scaleMin: z.number().int().nullable(),
  scaleMax: z.number().int().nullable(),
  /** text: the longest answer accepted; null for the other kinds. */
  maxLength: z.number().int().nullable(),
});
export type Question = z.infer<typeof questionSchema>;

/** The visit or stay a questionnaire is about, as the HIS recorded it. */
export const questionnaireVisitSchema = z.object({
  visitId: z.string(),
  /** 'YYYY-MM-DD' in the hospital's calendar: the visit's day, or the discharge day of a stay. */
  date: z.string(),
  deptName: z.string(),
  /** The doctor (outpatient) or the ward (inpatient). */
  detail: z.string(),
});
export type QuestionnaireVisit = z.infer<typeof questionnaireVisitSchema>;

export const questionnaireSummarySchema = z.object({
  questionnaireId: z.string(),
  kind: questionnaireKindSchema,
  title: z.string(),
  intro: z.string(),
  questionCount: z.number().int(),
  /** The latest recent visit (or stay) it asks about. */
  visit: questionnaireVisitSchema,
  /** ISO instant when this patient answered it, or null. */
  answeredAt: z.string().nullable(),
});
export type QuestionnaireSummary = z.infer<typeof questionnaireSummarySchema>;

export const questionnaireListSchema = z.object({
  /** The patient's recent visits (outpatient) or stays (inpatient), newest first; empty: nothing to be asked about. */
  visits: z.array(questionnaireVisitSchema),
  items: z.array(questionnaireSummarySchema),
});
export type QuestionnaireList = z.infer<typeof questionnaireListSchema>;

/** One questionnaire to read or answer; `visit` null: the patient has no recent visit (stay) to answer about yet. */
export const questionnaireDetailSchema = questionnaireSummarySchema.extend({
  visit: questionnaireVisitSchema.nullable(),
  questions: z.array(questionSchema),
});
export type QuestionnaireDetail = z.infer<typeof questionnaireDetailSchema>;

export const questionnaireListQuery = z.object({
  hosId: hosIdSchema,
  patientId: patientIdSchema,
  kind: questionnaireKindSchema,
});
export const questionnaireInfoQuery = z.object({
  hosId: hosIdSchema,
  patientId: patientIdSchema,
  questionnaireId: questionnaireIdSchema,
});

/** One answer: `choices` for single (one) and multiple choice, `score` for a scale, `text` for free text. */
export const answerInputSchema = z.object({
  questionId: idSchema,
  choices: z.array(z.string().max(64, 'C019')).max(50, 'C019').optional(),
  score: z.number().int().min(-1000, 'C019').max(1000, 'C019').optional(),
  text: z.string().max(5000, 'C019').optional(),
});
export type AnswerInput = z.infer<typeof answerInputSchema>;

export const questionnaireSubmitBody = z.object({
  hosId: hosIdSchema,
  patientId: patientIdSchema,
  questionnaireId: questionnaireIdSchema,
  visitId: visitIdSchema,
  answers: z.array(answerInputSchema).max(100, 'C019'),
});
export type QuestionnaireSubmitInput = z.infer<typeof questionnaireSubmitBody>;
export const questionnaireSubmitSchema = z.object({
  questionnaireId: z.string(),
  submittedAt: z.string(),
});

/** The hospital's counts (operator call): per question, per choice; a scale's average and spread; how many wrote text. */
export const questionResultSchema = z.object({
  questionId: z.string(),
  kind: z.enum(QUESTION_KINDS),
  text: z.string(),
  /** How many responses answered this question. */
  answered: z.number().int(),
  /** single and multiple: how many chose each option (every option listed, 0 included). */
  choices: z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int() })),
  /** scale: the mean score (two decimals) or null with no answer; count per score from min to max. */
  average: z.number().nullable(),
  scores: z.array(z.object({ score: z.number().int(), count: z.number().int() })),
  /** text: the latest answers (at most 20), newest first. */
  texts: z.array(z.string()),
});
export const questionnaireResultsSchema = z.object({
  questionnaireId: z.string(),
  kind: questionnaireKindSchema,
  title: z.string(),
  responses: z.number().int(),
  questions: z.array(questionResultSchema),
});
export type QuestionnaireResults = z.infer<typeof questionnaireResultsSchema>;
