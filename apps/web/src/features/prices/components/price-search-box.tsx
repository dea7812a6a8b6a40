import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchableText } from '../utils/price-params.ts';

/** Typing pauses this long before the search runs: a word, not every keystroke, reaches the server. */
export const SEARCH_DEBOUNCE_MS = 300;

interface PriceSearchBoxProps {
  /** The search in the URL. */
  value: string;
  onSearch: (text: string) => void;
}

/**
 * One box for a name (any part, Chinese or English) or pinyin initials ('amxl' finds 阿莫西林), searched as the visitor
 * types (debounced) or at once on Enter. Text the server would refuse (C019) is said here and not sent.
 */
export function PriceSearchBox({ value, onSearch }: PriceSearchBoxProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  // Back, forward or a link change the URL's search: the box follows (derived during render, not in an effect).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (draft.trim() !== value) setDraft(value);
  }
  const valid = searchableText(draft);

  useEffect(() => {
    if (!valid || draft.trim() === value) return;
    const timer = setTimeout(() => onSearch(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, valid, value, onSearch]);

  return (
    <div className="price-search">
      <Input
        className="price-search__input"
        data-testid="price-search"
        size="large"
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('ui.priceSearchPlaceholder')}
        aria-label={t('ui.priceSearchPlaceholder')}
        aria-invalid={!valid}
        value={draft}
        maxLength={40}
        onChange={(e) => setDraft(e.target.value)}
        onPressEnter={() => valid && onSearch(draft.trim())}
      />
      {valid ? (
        <span className="price-search__hint">{t('ui.priceSearchHint')}</span>
      ) : (
        <span className="price-search__warning" role="alert" data-testid="price-search-invalid">
          {t('ui.priceSearchInvalid')}
        </span>
      )}
    </div>
  );
}
