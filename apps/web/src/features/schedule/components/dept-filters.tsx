import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FilterLevel } from '@portal/shared';

interface DeptFiltersProps {
  levels: readonly FilterLevel[];
  onChange: (level: number, value: string | null) => void;
}

/**
 * The cascading department filters of the department page. A chunk of its own (department-schedule.tsx loads it while
 * the schedule loads): antd's Select with its virtual list is ~23 kB gzip, and the filters show only with the schedule.
 */
export function DeptFilters({ levels, onChange }: DeptFiltersProps) {
  const { t } = useTranslation();
  return (
    levels
      // 'all level-N departments' plus the children: shown only when that makes more than one option.
      .filter((l) => l.options.length + 1 > 1)
      .map((l) => (
        <Select
          key={l.level}
          className="department-page__filter"
          data-testid={`dept-filter-${l.level}`}
          // WCAG 4.1.2: the filter says what it filters; its options only say what is chosen.
          aria-label={t('ui.departmentFilter', { level: l.level })}
          value={l.selected ?? ''}
          popupMatchSelectWidth={false}
          onChange={(value: string) => onChange(l.level, value || null)}
          options={[
            { value: '', label: t('ui.allLevelDepartments', { level: l.level }) },
            ...l.options.map((o) => ({ value: o.id, label: o.name })),
          ]}
        />
      ))
  );
}
