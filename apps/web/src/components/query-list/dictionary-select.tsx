import { Select } from 'antd';
import type { DictionaryCode, HosId } from '@portal/shared';
import { errorText } from '../../lib/error-text.ts';
import { useDictionary } from '../../lib/query-kit/dictionary.ts';

const ALL = '';

interface DictionarySelectProps {
  hosId: HosId;
  /** The dictionary whose entries are the choices (out_payment_type, prescription_status…). */
  code: DictionaryCode;
  /** The chosen entry's value; '' = every entry. */
  value: string;
  onChange: (value: string) => void;
  /** The label of the 'every entry' choice, listed first. */
  allLabel: string;
  ariaLabel: string;
  className: string;
  testId: string;
}

/**
 * A list filter chosen from one of the hospital's dictionaries, 'all' first. A value from an old link that this
 * hospital does not list shows as 'all' until the dictionary says otherwise.
 */
export function DictionarySelect({
  hosId,
  code,
  value,
  onChange,
  allLabel,
  ariaLabel,
  className,
  testId,
}: DictionarySelectProps) {
  const entries = useDictionary(hosId, code);
  const options = [
    { value: ALL, label: allLabel },
    ...(entries.data ?? []).map((d) => ({ value: d.value, label: d.label })),
  ];
  return (
    <Select
      className={className}
      data-testid={testId}
      aria-label={ariaLabel}
      loading={entries.isPending}
      value={options.some((o) => o.value === value) ? value : ALL}
      onChange={onChange}
      options={options}
    />
  );
}

/**
 * Why a DictionarySelect offers only 'all': the dictionary could not be read. A component of its own (reading the
 * same cached query) so each page places it where its filters have room.
 */
export function DictionaryWarning({
  hosId,
  code,
  className,
  testId,
}: {
  hosId: HosId;
  code: DictionaryCode;
  className?: string;
  testId: string;
}) {
  const entries = useDictionary(hosId, code);
  return entries.isError ? (
    <span className={className} data-testid={testId}>
      {errorText(entries.error)}
    </span>
  ) : null;
}
