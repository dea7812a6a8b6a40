import type { Language, PreviewMessage, Question } from '@portal/shared';
import type { QuestionnaireDocument } from '@portal/shared/console';

const LANGS: Language[] = ['en-US', 'zh-CN'];

/**
 * The builder's questionnaire as the patient's questionnaire form reads it, per language (the preview frame posts it):
 * a question not yet saved gets a stand-in id, and a field another kind uses is left empty, as the server stores it.
 */
export function toPreview(
  doc: QuestionnaireDocument,
): NonNullable<PreviewMessage['questionnaire']> {
  const of = (lang: Language) => ({
    kind: doc.kind,
    title: doc.title?.[lang] ?? '',
    intro: doc.intro?.[lang] ?? '',
    questions: (doc.questions ?? []).map((q, i): Question => ({
      questionId: q.questionId ?? `new-${i + 1}`,
      kind: q.kind,
      text: q.text?.[lang] ?? '',
      required: q.required ?? false,
      options:
        q.kind === 'single' || q.kind === 'multiple'
          ? (q.options ?? []).map((o, n) => ({
              value: o?.value || `option-${n + 1}`,
              label: o?.label?.[lang] ?? '',
            }))
          : [],
      scaleMin: q.kind === 'scale' ? (q.scaleMin ?? null) : null,
      scaleMax: q.kind === 'scale' ? (q.scaleMax ?? null) : null,
      maxLength: q.kind === 'text' ? (q.maxLength ?? 500) : null,
    })),
  });
  return Object.fromEntries(LANGS.map((l) => [l, of(l)]));
}
