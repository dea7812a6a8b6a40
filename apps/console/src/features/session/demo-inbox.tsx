import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Form, Input, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountCalls, hosIdSchema, isPhone } from '@portal/shared';
import { callApi, isApiError } from '../../lib/api.ts';

/**
 * The sandbox SMS outbox (demo mode only): the texts the portal "sent" to a phone, such as an invitation's link. The
 * server answers 404 outside demo mode; the panel then hides itself and stops asking.
 */
export function DemoInbox({ hosId: fixedHosId }: { hosId?: string }) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [hosId, setHosId] = useState(fixedHosId ?? '1001');
  const parsedHosId = hosIdSchema.safeParse(fixedHosId ?? hosId).data;
  const probe = useQuery({
    queryKey: ['demo', 'inbox-available'],
    // Any well-formed phone: only the status matters (404 outside demo mode).
    queryFn: () =>
      callApi(accountCalls.getDevSmsOutbox, {
        query: { hosId: parsedHosId ?? '1001', phone: '13800000000' },
      }),
    retry: false,
    staleTime: Infinity,
  });
  const outbox = useQuery({
    queryKey: ['demo', 'sms-outbox', parsedHosId, phone],
    queryFn: () => callApi(accountCalls.getDevSmsOutbox, { query: { hosId: parsedHosId!, phone } }),
    enabled: parsedHosId !== undefined && isPhone(phone) && !probe.isError,
    refetchInterval: 3000,
  });
  if (probe.isError && isApiError(probe.error) && probe.error.status === 404) return null;
  if (!probe.isSuccess) return null;
  return (
    <Card
      title={<h2 className="card-title">{t('demo.inboxTitle')}</h2>}
      size="small"
      role="region"
      aria-label={t('demo.inboxTitle')}
    >
      <Typography.Paragraph type="secondary">{t('demo.inboxHint')}</Typography.Paragraph>
      <Form layout="vertical">
        {fixedHosId === undefined && (
          <Form.Item label={t('demo.hospitalId')} htmlFor="demo-hos">
            <Input id="demo-hos" value={hosId} onChange={(e) => setHosId(e.target.value)} />
          </Form.Item>
        )}
        <Form.Item label={t('demo.phone')} htmlFor="demo-phone">
          <Input
            id="demo-phone"
            inputMode="numeric"
            value={phone}
            onChange={(e) => setPhone(e.target.value.trim())}
          />
        </Form.Item>
      </Form>
      {outbox.isError && <Alert type="error" title={String(outbox.error.message)} />}
      {outbox.data && (
        <List
          aria-label={t('demo.texts')}
          locale={{ emptyText: t('demo.noTexts') }}
          dataSource={[...outbox.data].reverse()}
          renderItem={(sms) => (
            <List.Item>
              <List.Item.Meta
                description={new Date(sms.sentAt).toLocaleString()}
                title={<span style={{ whiteSpace: 'pre-wrap', fontWeight: 400 }}>{sms.text}</span>}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
