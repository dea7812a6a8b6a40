import { SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { CheckableTag, Compact, TextInput } from '../../../components/inputs/inputs.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogs } from '../../../stores/dialog-store.ts';

/** 'Search by doctor name, department or specialty': the kinds the hospital searches (config searchTypes). */
function usePlaceholder(kinds: readonly string[] | undefined): string {
  const { t, i18n } = useTranslation();
  if (!kinds || kinds.length === 0) return t('ui.searchPlaceholder');
  const names = kinds.map((k) => t(`ui.searchKind.${k}`, { defaultValue: k }));
  const list = new Intl.ListFormat(i18n.language, { type: 'disjunction' }).format(names);
  return t('ui.searchByKinds', { kinds: list });
}

/**
 * 'Search doctor, department, disease'; Enter or the query button searches. The hospital's popular searches
 * (config hotKeywords) are offered under the box: one click searches it.
 */
export function SearchBox({
  initial = '',
  onSearch,
  kinds,
  hotKeywords = [],
}: {
  initial?: string;
  onSearch: (text: string) => void;
  /** The kinds the hospital searches (config searchTypes), named in the placeholder. */
  kinds?: readonly string[];
  hotKeywords?: readonly string[];
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const placeholder = usePlaceholder(kinds);
  const submit = () => {
    const value = text.trim();
    if (!value) {
      dialogs.toast({ mode: 'warning', caption: 'SEARCH018' });
      return;
    }
    onSearch(value);
  };
  return (
    <div className="search-box__wrap">
      <Compact className="search-box">
        <TextInput
          value={text}
          maxLength={50}
          allowClear
          placeholder={placeholder}
          aria-label={placeholder}
          data-testid="search-box"
          onChange={(e) => setText(e.target.value)}
          onPressEnter={submit}
        />
        <Button
          type="primary"
          icon={<SearchOutlined />}
          data-testid="search-button"
          onClick={submit}
        >
          {t('ui.query')}
        </Button>
      </Compact>
      {hotKeywords.length > 0 ? (
        <div className="search-box__hot" role="group" aria-label={t('ui.hotKeywords')}>
          <span className="search-box__hot-title">{t('ui.hotKeywords')}</span>
          {hotKeywords.map((word) => (
            <CheckableTag
              key={word}
              checked={false}
              data-testid="hot-keyword"
              onChange={() => {
                setText(word);
                onSearch(word);
              }}
            >
              {word}
            </CheckableTag>
          ))}
        </div>
      ) : null}
    </div>
  );
}
