import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogs } from '../../../stores/dialog-store.ts';

/** 'Search doctor, department, disease'; Enter or the query button searches. */
export function SearchBox({
  initial = '',
  onSearch,
}: {
  initial?: string;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const submit = () => {
    const value = text.trim();
    if (!value) {
      dialogs.toast({ mode: 'warning', caption: 'SEARCH018' });
      return;
    }
    onSearch(value);
  };
  return (
    <Space.Compact className="search-box">
      <Input
        value={text}
        maxLength={50}
        allowClear
        placeholder={t('ui.searchPlaceholder')}
        aria-label={t('ui.searchPlaceholder')}
        data-testid="search-box"
        onChange={(e) => setText(e.target.value)}
        onPressEnter={submit}
      />
      <Button type="primary" icon={<SearchOutlined />} data-testid="search-button" onClick={submit}>
        {t('ui.query')}
      </Button>
    </Space.Compact>
  );
}
