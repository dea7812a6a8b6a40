import '../films.css';
import { Alert, Button, Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language, HosId } from '@portal/shared';
import { formatDateTime } from '../../../lib/date-time.ts';
import { errorKey, errorText } from '../../../lib/error-text.ts';
import { useOpenSharedFilm } from '../api/open-shared-film.ts';
import { FilmSheet } from './film-sheet.tsx';

/** Answers that end the visit: the link is gone (expired, withdrawn, unknown — one answer) or locked by wrong codes. */
const FINAL = new Set(['FILM001', 'FILM003', 'FUNC001']);

/**
 * /query/cloud-film/shared?token= (no sign-in): someone the patient sent a link asks for the extraction code,
 * then sees the study and its images. An expired or withdrawn link says so plainly instead of asking again.
 */
export function SharedFilm({
  hosId,
  token,
  timeZone,
}: {
  hosId: HosId;
  token: string;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const openShare = useOpenSharedFilm(hosId, token);
  const key = errorKey(openShare.error);

  if (token === '' || (key && FINAL.has(key))) {
    return (
      <Result
        status="warning"
        title={
          <span data-testid="film-shared-gone">
            {token === '' ? t('FILM001') : errorText(openShare.error, timeZone)}
          </span>
        }
        subTitle={t('ui.filmSharedAskAgain')}
      />
    );
  }
  if (openShare.data) {
    const expires = formatDateTime(
      openShare.data.shareExpiresAt,
      timeZone,
      i18n.language as Language,
    );
    return (
      <div className="film-shared">
        <FilmSheet
          study={openShare.data}
          timeZone={timeZone}
          extra={
            <Alert
              className="film-shared__expires"
              type="info"
              showIcon
              title={
                <span data-testid="film-shared-expires">
                  {t('ui.filmSharedUntil', { at: expires })}
                </span>
              }
            />
          }
        />
      </div>
    );
  }
  return (
    <div className="film-shared">
      <Form
        className="film-shared__form"
        layout="vertical"
        onFinish={(v: { code: string }) => openShare.mutate(v.code.trim())}
        requiredMark={false}
      >
        <p>{t('ui.filmSharedIntro')}</p>
        <Form.Item
          name="code"
          label={t('ui.filmShareCode')}
          rules={[
            {
              required: true,
              pattern: /^\s*[A-Za-z0-9]{4,8}\s*$/,
              message: t('ui.filmShareCodeRule'),
            },
          ]}
        >
          <Input autoFocus autoComplete="off" maxLength={8} data-testid="film-shared-code" />
        </Form.Item>
        {openShare.isError ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={
              <span data-testid="film-shared-error">{errorText(openShare.error, timeZone)}</span>
            }
          />
        ) : null}
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={openShare.isPending}
          data-testid="film-shared-open"
        >
          {t('ui.filmSharedOpen')}
        </Button>
      </Form>
    </div>
  );
}
