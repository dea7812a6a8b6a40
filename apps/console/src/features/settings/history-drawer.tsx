import { useState } from 'react';
import { Alert, App, Button, Drawer, List, Popconfirm, Space, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HosId } from '@portal/shared';
import type { SettingKind } from '@portal/shared/console';
import { DiffTable } from '../../components/diff-table.tsx';
import { errorText } from '../../lib/api.ts';
import { useRestoreVersion, useSettingVersion, useSettingVersions } from './api.ts';

/** A setting's saved versions: choose one to see how it differs from the current, and restore it. */
export function HistoryDrawer({
  hosId,
  kind,
  open,
  onClose,
  current,
  canEdit,
  onRestored,
}: {
  hosId: HosId;
  kind: SettingKind;
  open: boolean;
  onClose: () => void;
  current: { version: number; content: unknown };
  canEdit: boolean;
  onRestored: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const versions = useSettingVersions(hosId, kind, open);
  const [chosen, setChosen] = useState<number | null>(null);
  const version = useSettingVersion(hosId, kind, chosen);
  const restore = useRestoreVersion(hosId, kind);
  const onRestore = (v: number) =>
    restore.mutate(v, {
      onSuccess: () => {
        void message.success(t('settings.restored', { version: v }));
        setChosen(null);
        onRestored();
      },
      onError: (e) => void message.error(errorText(e)),
    });

  return (
    <Drawer open={open} onClose={onClose} title={t('settings.history')} size={720} destroyOnHidden>
      {versions.isError && <Alert type="error" showIcon title={errorText(versions.error)} />}
      <List
        loading={versions.isPending}
        aria-label={t('settings.versions')}
        locale={{ emptyText: t('settings.noVersions') }}
        dataSource={versions.data ?? []}
        renderItem={(v) => (
          <List.Item
            actions={[
              <Button
                key="show"
                type={chosen === v.version ? 'primary' : 'default'}
                aria-pressed={chosen === v.version}
                onClick={() => setChosen(chosen === v.version ? null : v.version)}
              >
                {t('settings.showDiff', { version: v.version })}
              </Button>,
              ...(canEdit && v.version !== current.version
                ? [
                    <Popconfirm
                      key="restore"
                      title={t('settings.restoreConfirm', { version: v.version })}
                      okText={t('settings.restore')}
                      cancelText={t('common.cancel')}
                      onConfirm={() => onRestore(v.version)}
                    >
                      <Button loading={restore.isPending && restore.variables === v.version}>
                        {t('settings.restoreVersion', { version: v.version })}
                      </Button>
                    </Popconfirm>,
                  ]
                : []),
            ]}
          >
            <List.Item.Meta
              title={
                <Space>
                  {t('settings.version', { version: v.version })}
                  {v.version === current.version && (
                    <Tag color="processing" variant="outlined">
                      {t('settings.current')}
                    </Tag>
                  )}
                  {v.restoredFrom !== null && (
                    <Tag>{t('settings.restoredFrom', { version: v.restoredFrom })}</Tag>
                  )}
                </Space>
              }
              description={`${new Date(v.savedAt).toLocaleString()} · ${v.savedBy}`}
            />
          </List.Item>
        )}
      />
      {chosen !== null && (
        <section
          aria-label={t('settings.diffAgainstCurrent', { version: chosen })}
          style={{ marginTop: 16 }}
        >
          <h3>{t('settings.diffAgainstCurrent', { version: chosen })}</h3>
          {version.isPending && <Spin />}
          {version.data && (
            <DiffTable
              before={version.data.content}
              after={current.content}
              label={t('settings.diffAgainstCurrent', { version: chosen })}
            />
          )}
        </section>
      )}
    </Drawer>
  );
}
