import {
  Alert,
  Button,
  Descriptions,
  List,
  Modal,
  Popconfirm,
  Radio,
  Tag,
  Typography,
  type ButtonProps,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILM_SHARE_DAYS, type FilmShareCreated, type Language, type HosId } from '@portal/shared';
import { formatDateTime } from '../../../lib/date-time.ts';
import { useCreateFilmShare, useFilmShares, useRevokeFilmShare } from '../api/film-shares.ts';
import { shareLinkUrl } from '../utils/film-paths.ts';
import { ActionError } from '../../../components/form-error/action-error.tsx';

interface ShareDialogProps {
  hosId: HosId;
  studyId: string;
  timeZone: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Sharing a study: choose how long the link works, get the link and its extraction code (shown once, to
 * send separately, with copy buttons), and see or withdraw the links that still work.
 */
export function ShareDialog({ hosId, studyId, timeZone, open, onClose }: ShareDialogProps) {
  const { t, i18n } = useTranslation();
  const [days, setDays] = useState<1 | 3 | 7>(3);
  const [created, setCreated] = useState<FilmShareCreated | null>(null);
  const create = useCreateFilmShare(hosId, studyId);
  const revoke = useRevokeFilmShare(hosId, studyId);
  const shares = useFilmShares(hosId, studyId, open);
  const when = (iso: string) => formatDateTime(iso, timeZone, i18n.language as Language);
  return (
    <Modal
      open={open}
      title={t('ui.filmShareTitle')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      data-testid="film-share-dialog"
    >
      <p>{t('ui.filmShareIntro')}</p>
      <div className="film-share__days">
        <Radio.Group
          optionType="button"
          value={days}
          onChange={(e) => setDays(e.target.value as 1 | 3 | 7)}
          aria-label={t('ui.filmShareValidity')}
          options={FILM_SHARE_DAYS.map((d) => ({
            value: d,
            label: <span data-testid={`film-share-days-${d}`}>{t(`ui.filmShareDays${d}`)}</span>,
          }))}
        />
        <Button
          type="primary"
          className="film-share__create"
          loading={create.isPending}
          data-testid="film-share-create"
          onClick={() => create.mutate(days, { onSuccess: setCreated })}
        >
          {t('ui.filmShareCreate')}
        </Button>
      </div>
      <ActionError action={create} timeZone={timeZone} textTestId="film-share-error" />
      {created ? (
        <Alert
          className="film-share__created"
          type="success"
          data-testid="film-share-created"
          title={t('ui.filmShareCreated')}
          description={
            <Descriptions
              size="small"
              column={1}
              items={[
                {
                  key: 'link',
                  label: t('ui.filmShareLink'),
                  children: (
                    <Typography.Text
                      className="film-share__secret"
                      copyable
                      data-testid="film-share-link"
                    >
                      {shareLinkUrl(created.linkPath)}
                    </Typography.Text>
                  ),
                },
                {
                  key: 'code',
                  label: t('ui.filmShareCode'),
                  children: (
                    <Typography.Text
                      className="film-share__code"
                      copyable
                      data-testid="film-share-code"
                    >
                      {created.code}
                    </Typography.Text>
                  ),
                },
                {
                  key: 'expires',
                  label: t('ui.filmShareExpires'),
                  children: <span data-testid="film-share-expires">{when(created.expiresAt)}</span>,
                },
              ]}
            />
          }
        />
      ) : null}
      <h4 className="film-share__list-title">{t('ui.filmShareActive')}</h4>
      <List
        size="small"
        data-testid="film-shares"
        loading={shares.isPending && open}
        locale={{ emptyText: t('ui.filmShareNone') }}
        dataSource={shares.data ?? []}
        renderItem={(s) => (
          <List.Item
            data-testid={`film-share-${s.shareId}`}
            actions={[
              <Popconfirm
                key="revoke"
                title={t('ui.filmShareRevokeConfirm')}
                onConfirm={() => revoke.mutate(s.shareId)}
                okButtonProps={{ 'data-testid': 'film-share-revoke-ok' } as ButtonProps}
              >
                <Button
                  size="small"
                  danger
                  data-testid="film-share-revoke"
                  loading={revoke.isPending && revoke.variables === s.shareId}
                >
                  {t('ui.filmShareRevoke')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={
                <span className="film-share__when">
                  {t('ui.filmShareExpiresAt', { at: when(s.expiresAt) })}
                </span>
              }
              description={
                <>
                  <span className="film-share__when">
                    {t('ui.filmShareCreatedAt', { at: when(s.createdAt) })}
                  </span>
                  {s.locked ? (
                    <Tag color="error" className="film-share__locked">
                      {t('ui.filmShareLocked')}
                    </Tag>
                  ) : null}
                </>
              }
            />
          </List.Item>
        )}
      />
      <ActionError action={shares} timeZone={timeZone} />
      <ActionError action={revoke} timeZone={timeZone} />
    </Modal>
  );
}
