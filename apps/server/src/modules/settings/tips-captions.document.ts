import { LANGUAGES, type HosId } from '@portal/shared';
import type { SettingContent } from '@portal/shared/console';
import type { Db } from '../../db/database.ts';
import { both, translationsOf, writeBoth, type Localized } from './bilingual.ts';
import * as repo from './settings.repository.ts';

/** The tips and captions documents (docs/hospital-settings.md#tips): read from and written to their tables. */

// ---- tips ----

export async function readTips(db: Db, hosId: HosId): Promise<SettingContent['tips']> {
  const [rows, tr] = await Promise.all([
    repo.listTips(db, hosId),
    translationsOf(db, hosId, ['tip']),
  ]);
  return {
    tips: rows.map((r) => {
      const text = (field: string, column: string) => both(tr, 'tip', r.tip_id, field, column);
      const { joinId, url } = r.show_ext as { joinId?: string; url?: string };
      const { buttonSecond, beforeButtonContent } = r.button_ext as {
        buttonSecond?: number;
        beforeButtonContent?: string;
      };
      return {
        tipId: r.tip_id,
        title: text('guideTitle', r.guide_title),
        content: text('guideContent', r.guide_content),
        showType: r.show_type as 0 | 1 | 2 | 3,
        ...(joinId !== undefined ? { joinId } : {}),
        ...(url !== undefined ? { url } : {}),
        buttonContent: text('buttonContent', r.button_content),
        buttonType: r.button_type as 0 | 1 | 2,
        ...(buttonSecond !== undefined ? { buttonSecond } : {}),
        ...(beforeButtonContent !== undefined
          ? { beforeButtonContent: text('beforeButtonContent', beforeButtonContent) }
          : {}),
      };
    }),
  };
}

export async function writeTips(db: Db, hosId: HosId, doc: SettingContent['tips']) {
  await repo.deleteTranslationsExcept(db, hosId, 'tip', []);
  const rows: repo.TipRow[] = [];
  for (const t of doc.tips) {
    const text = (field: string, value: Localized) =>
      writeBoth(db, hosId, 'tip', t.tipId, field, value);
    // Only what the show and button types use is kept.
    rows.push({
      tip_id: t.tipId,
      guide_title: await text('guideTitle', t.title),
      guide_content: await text('guideContent', t.content),
      show_type: t.showType,
      show_ext: t.showType === 1 ? { joinId: t.joinId } : t.showType === 2 ? { url: t.url } : {},
      button_content: await text('buttonContent', t.buttonContent),
      button_type: t.buttonType,
      button_ext:
        t.buttonType === 1
          ? { buttonSecond: t.buttonSecond }
          : t.buttonType === 2 && t.beforeButtonContent
            ? {
                beforeButtonContent: await text('beforeButtonContent', t.beforeButtonContent),
              }
            : {},
    });
  }
  await repo.replaceTips(db, hosId, rows);
}

// ---- captions ----

export async function readCaptions(db: Db, hosId: HosId): Promise<SettingContent['captions']> {
  const rows = await repo.listCaptionOverrides(db, hosId);
  return Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      Object.fromEntries(rows.filter((r) => r.lang === lang).map((r) => [r.message_key, r.text])),
    ]),
  ) as SettingContent['captions'];
}

export async function writeCaptions(db: Db, hosId: HosId, doc: SettingContent['captions']) {
  await repo.replaceCaptionOverrides(
    db,
    hosId,
    LANGUAGES.flatMap((lang) =>
      Object.entries(doc[lang]).map(([message_key, text]) => ({ lang, message_key, text })),
    ),
  );
}
