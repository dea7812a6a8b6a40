import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Typing pauses this long before the search runs: a word, not every keystroke, reaches the server. */
export const LECTURE_SEARCH_DEBOUNCE_MS = 300;

/** One box for words of a title or summary, in any language the hospital writes in; searched as the visitor types. */
export function LectureSearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  // Back, forward or a link change the URL's search: the box follows (derived during render, not in an effect).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (draft.trim() !== value) setDraft(value);
  }
  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = setTimeout(() => onSearch(draft.trim()), LECTURE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch]);

  return (
    <Input
      className="lecture-search"
      data-testid="lecture-search"
      size="large"
      allowClear
      prefix={<SearchOutlined aria-hidden />}
      placeholder={t('ui.lectureSearchPlaceholder')}
      aria-label={t('ui.lectureSearchPlaceholder')}
      value={draft}
      maxLength={50}
      onChange={(e) => setDraft(e.target.value)}
      onPressEnter={() => onSearch(draft.trim())}
    />
  );
}
