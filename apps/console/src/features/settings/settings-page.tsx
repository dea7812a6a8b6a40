import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Space, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { HosId, PreviewMessage } from '@portal/shared';
import type { SettingKind } from '@portal/shared/console';
import { useConsole, useHosId } from '../../app/hospital-context.tsx';
import { errorText, isApiError } from '../../lib/api.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { settingKey, useSaveSetting, useSetting } from './api.ts';
import type { CaptionsDoc, ThemeDoc, TipsDoc } from './documents.ts';
import { tipForPreview } from './documents.ts';
import { SettingEditor } from './editors/setting-editor.tsx';
import { HistoryDrawer } from './history-drawer.tsx';
import { PreviewFrame } from './preview-frame.tsx';

/** One kind of the hospital's settings: its editor, the patient portal previewing the draft, and its history. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const kind = useParams().kind as SettingKind;
  const hosId = useHosId();
  const setting = useSetting(hosId, kind);
  return (
    <>
      <h1>{t(`settings.kind.${kind}`)}</h1>
      {setting.isPending && <Spin aria-label={t('common.loading')} />}
      {setting.isError && (
        <Alert type="error" showIcon role="alert" title={errorText(setting.error)} />
      )}
      {setting.data && (
        <SettingWorkspace
          // A new version (saved, restored, reloaded) starts a new draft from it.
          key={`${hosId}-${kind}-${setting.data.version}`}
          hosId={hosId}
          kind={kind}
          version={setting.data.version}
          content={setting.data.content}
        />
      )}
    </>
  );
}

/** What the preview applies of a draft: the theme, the captions, the tip being edited. */
export function previewOf(
  kind: SettingKind,
  draft: unknown,
  tipIndex: number,
): Omit<PreviewMessage, 'type'> {
  switch (kind) {
    case 'theme':
      return { theme: draft as ThemeDoc };
    case 'captions':
      return { captions: draft as CaptionsDoc };
    case 'tips': {
      const tip = (draft as TipsDoc).tips?.[tipIndex];
      return { tip: tip ? tipForPreview(tip, currentLanguage()) : null };
    }
    case 'facts':
    case 'functions':
    case 'config':
      return {};
  }
}

function SettingWorkspace({
  hosId,
  kind,
  version,
  content,
}: {
  hosId: HosId;
  kind: SettingKind;
  version: number;
  content: unknown;
}) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { me } = useConsole();
  const canEdit = me.permissions.includes('settings.edit');
  const client = useQueryClient();
  const [draft, setDraft] = useState<unknown>(content);
  const [tipIndex, setTipIndex] = useState(0);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const save = useSaveSetting(hosId, kind);
  const dirty = JSON.stringify(draft) !== JSON.stringify(content);
  const preview = useMemo(() => previewOf(kind, draft, tipIndex), [kind, draft, tipIndex]);

  const reload = () =>
    void client.invalidateQueries({ queryKey: settingKey(hosId, kind), exact: true });
  const onSave = () =>
    save.mutate(
      { baseVersion: version, content: draft },
      {
        onSuccess: (saved) => {
          void message.success(t('settings.saved', { version: saved.version }));
          setReloadKey((k) => k + 1);
        },
        onError: (e) => {
          if (isApiError(e) && e.status === 409)
            modal.confirm({
              title: t('settings.conflictTitle'),
              content: errorText(e),
              okText: t('settings.reload'),
              cancelText: t('settings.keepEditing'),
              onOk: reload,
            });
          else void message.error(errorText(e));
        },
      },
    );

  return (
    <>
      <Space style={{ marginBottom: 16 }} wrap>
        <Tag>{version === 0 ? t('settings.neverSaved') : t('settings.version', { version })}</Tag>
        {canEdit && (
          <>
            <Button type="primary" onClick={onSave} loading={save.isPending} disabled={!dirty}>
              {t('common.save')}
            </Button>
            <Button onClick={() => setDraft(content)} disabled={!dirty}>
              {t('settings.discard')}
            </Button>
          </>
        )}
        <Button onClick={() => setHistoryOpen(true)}>{t('settings.history')}</Button>
        {dirty && <span role="status">{t('settings.unsaved')}</span>}
      </Space>
      <div className="settings-split">
        <section aria-label={t('settings.editor')}>
          <SettingEditor
            kind={kind}
            value={draft}
            onChange={setDraft}
            readOnly={!canEdit}
            hosId={hosId}
            tipIndex={tipIndex}
            onTipIndex={setTipIndex}
          />
        </section>
        <section aria-label={t('settings.preview')}>
          <h2 className="card-title" style={{ marginBottom: 8 }}>
            {t('settings.preview')}
          </h2>
          <PreviewFrame hosId={hosId} draft={preview} reloadKey={reloadKey} />
        </section>
      </div>
      <HistoryDrawer
        hosId={hosId}
        kind={kind}
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        current={{ version, content }}
        canEdit={canEdit}
        onRestored={() => setReloadKey((k) => k + 1)}
      />
    </>
  );
}
