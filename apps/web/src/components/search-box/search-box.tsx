import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useEffect, useState } from 'react';

/** Typing pauses this long before the search runs: a word, not every keystroke, reaches the server. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The search in force (from the URL or the page's state). */
  value: string;
  onSearch: (text: string) => void;
  /** Also the box's accessible name. */
  placeholder: string;
  maxLength: number;
  testId: string;
  className?: string;
}

/**
 * A search box that searches as the visitor types (debounced) or at once on Enter, with the trimmed text. When the
 * search in force changes from outside (back, forward, a link), the box follows — derived during render, not in an
 * effect.
 */
export function SearchBox({
  value,
  onSearch,
  placeholder,
  maxLength,
  testId,
  className,
}: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (draft.trim() !== value) setDraft(value);
  }
  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = setTimeout(() => onSearch(draft.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch]);

  return (
    <Input
      className={className}
      data-testid={testId}
      size="large"
      allowClear
      prefix={<SearchOutlined aria-hidden />}
      placeholder={placeholder}
      aria-label={placeholder}
      value={draft}
      maxLength={maxLength}
      onChange={(e) => setDraft(e.target.value)}
      onPressEnter={() => onSearch(draft.trim())}
    />
  );
}
