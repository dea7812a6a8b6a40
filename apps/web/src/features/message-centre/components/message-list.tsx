import { Button, Empty, Flex, List, Pagination, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language, HosId } from '@portal/shared';
import { formatDateTime } from '../../../lib/date-time.ts';
import { MESSAGE_PAGE_SIZE, useMarkRead, useMessages } from '../api/messages.ts';

/** The user's messages, newest first; opening one's link or pressing 'mark read' marks it read. */
/** `timeZone`: the hospital's; every time the portal shows is on the hospital's clock (a visitor abroad included). */
export function MessageList({
  hosId,
  timeZone,
  onNavigate,
}: {
  hosId: HosId;
  timeZone: string;
  onNavigate: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const messages = useMessages(hosId, page);
  const markRead = useMarkRead(hosId);
  const data = messages.data;
  return (
    <div data-testid="message-list">
      <Flex justify="space-between" align="center" gap="small">
        <span data-testid="message-unread-total">
          {t('ui.messageUnreadCount', { count: data?.unread ?? 0 })}
        </span>
        <Button
          size="small"
          disabled={!data?.unread}
          loading={markRead.isPending && markRead.variables === null}
          onClick={() => markRead.mutate(null)}
          data-testid="message-read-all"
        >
          {t('ui.messageMarkAllRead')}
        </Button>
      </Flex>
      <List
        loading={messages.isLoading}
        dataSource={data?.items ?? []}
        locale={{ emptyText: <Empty description={t('ui.messageEmpty')} /> }}
        renderItem={(m) => (
          <List.Item
            data-testid="message-item"
            data-read={m.readAt ? 'true' : 'false'}
            actions={
              m.readAt
                ? []
                : [
                    <Button
                      key="read"
                      type="link"
                      size="small"
                      onClick={() => markRead.mutate(m.messageId)}
                      data-testid="message-read"
                    >
                      {t('ui.messageMarkRead')}
                    </Button>,
                  ]
            }
          >
            <List.Item.Meta
              title={
                <span>
                  {m.readAt ? null : <Tag color="error">{t('ui.messageNew')}</Tag>}
                  {m.link ? (
                    <Link
                      to={m.link}
                      onClick={() => {
                        if (!m.readAt) markRead.mutate(m.messageId);
                        onNavigate();
                      }}
                    >
                      {m.title}
                    </Link>
                  ) : (
                    m.title
                  )}
                </span>
              }
              description={
                <>
                  <div>{m.body}</div>
                  <time dateTime={m.createdAt}>
                    {formatDateTime(m.createdAt, timeZone, i18n.language as Language)}
                  </time>
                </>
              }
            />
          </List.Item>
        )}
      />
      {data && data.total > MESSAGE_PAGE_SIZE ? (
        <Pagination
          size="small"
          current={page}
          pageSize={MESSAGE_PAGE_SIZE}
          total={data.total}
          onChange={setPage}
          showSizeChanger={false}
        />
      ) : null}
    </div>
  );
}
