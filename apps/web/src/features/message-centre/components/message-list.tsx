import { Button, Empty, Flex, List, Pagination, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGE_PAGE_SIZE, useMarkRead, useMessages } from '../api/messages.ts';

/** The user's messages, newest first; opening one's link or pressing 'mark read' marks it read. */
export function MessageList({ hosId, onNavigate }: { hosId: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const messages = useMessages(hosId, page);
  const markRead = useMarkRead(hosId);
  const data = messages.data;
  return (
    <div data-testid="message-list">
      <Flex justify="space-between" align="center" gap="small">
        <span data-testid="message-unread-total">{t('ui.messageUnreadCount', { count: data?.unread ?? 0 })}</span>
        <Button size="small" disabled={!data?.unread} loading={markRead.isPending && markRead.variables === null}
          onClick={() => markRead.mutate(null)} data-testid="message-read-all">
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
            actions={m.readAt ? [] : [
              <Button key="read" type="link" size="small" onClick={() => markRead.mutate(m.messageId)} data-testid="message-read">
                {t('ui.messageMarkRead')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={(
                <span>
                  {m.readAt ? null : <Tag color="red">{t('ui.messageNew')}</Tag>}
                  {m.link ? (
                    <Link to={m.link} onClick={() => { if (!m.readAt) markRead.mutate(m.messageId); onNavigate(); }}>{m.title}</Link>
                  ) : m.title}
                </span>
              )}
              description={(
                <>
                  <div>{m.body}</div>
                  <time dateTime={m.createdAt}>{new Date(m.createdAt).toLocaleString()}</time>
                </>
              )}
            />
          </List.Item>
        )}
      />
      {data && data.total > MESSAGE_PAGE_SIZE ? (
        <Pagination size="small" current={page} pageSize={MESSAGE_PAGE_SIZE} total={data.total} onChange={setPage} showSizeChanger={false} />
      ) : null}
    </div>
  );
}
