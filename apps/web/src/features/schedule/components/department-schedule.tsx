import { Select, Skeleton, Tabs, Empty } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  chooseBusinessType, filterOptions, scheduleEndDate, scheduleStartDate, truncateFilters, visibleBusinessTypes,
  type Area, type BusinessType, type HospitalConfig, type ScheduleDept, type ScheduleDoctor,
} from '@portal/shared';
import { errorText } from '../../../lib/error-text.ts';
import { readAppointmentChoice, storeAppointmentChoice } from '../../../lib/storage.ts';
import { DEFAULT_AREA } from '../../entrance/utils/business-tiles.ts';
import { useSchedule } from '../api/schedule-queries.ts';
import { doctorPath, searchPath, storeChosenDoctor } from '../utils/chosen-doctor.ts';
import { buildScheduleTable, type ScheduleRow } from '../utils/schedule-table.ts';
import { DeptIntroduction, type IntroTarget } from './dept-introduction.tsx';
import { ScheduleTable } from './schedule-table.tsx';
import { SearchBox } from './search-box.tsx';

interface DepartmentScheduleProps {
  hosId: string;
  timeZone: string;
  areas: readonly Area[];
  config: HospitalConfig;
}

/**
 * SPEC §2 Department page / §4: search box, area tabs, business-type tabs, cascading department filters and the
 * weekly schedule table. Area and type choices are kept in session storage; `?deptId=` preselects a department.
 */
export function DepartmentSchedule({ hosId, timeZone, areas, config }: DepartmentScheduleProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const cfg = config;

  const stored = readAppointmentChoice();
  const areaIds = areas.map((a) => a.areaId);
  const [areaId, setAreaId] = useState(() => (stored.areaId && areaIds.includes(stored.areaId) ? stored.areaId : (areaIds[0] ?? DEFAULT_AREA)));
  const types: BusinessType[] = useMemo(
    () => visibleBusinessTypes(config.areaOrdinaryFunctionType, areaId, config.hiddenAreaTypes),
    [config.areaOrdinaryFunctionType, config.hiddenAreaTypes, areaId],
  );
  // A link from the search page names the type it searched in; otherwise the type chosen earlier in this visit.
  const [storedType, setStoredType] = useState(() => params.get('businessType') ?? stored.businessType ?? null);
  const businessType = chooseBusinessType(storedType, types, cfg.allDoctorsType);
  const [path, setPath] = useState<string[]>(() => {
    const deptId = params.get('deptId');
    return deptId ? [deptId] : [];
  });
  const [intro, setIntro] = useState<IntroTarget | null>(null);

  // SPEC §4 start date, fixed for this visit of the page; the end depends on the type (blank for specialty alliance).
  const [start] = useState(() => scheduleStartDate(new Date(), cfg, timeZone));
  const end = scheduleEndDate(start, cfg, businessType) ?? undefined;
  const schedule = useSchedule({ hosId, hosArea: areaId, businessType, start, end }, true);

  const tree = useMemo(() => schedule.data?.scheduleList ?? [], [schedule.data]);
  // A preselected department (from search) may sit deeper than level 1: find its ancestry.
  const fullPath = useMemo(() => resolvePath(tree, path), [tree, path]);
  const levels = filterOptions(tree, fullPath);
  const table = useMemo(() => (schedule.data ? buildScheduleTable(schedule.data, cfg.daysPerPage, fullPath) : null), [schedule.data, cfg.daysPerPage, fullPath]);

  const changeArea = (next: string) => {
    setAreaId(next);
    setPath([]);
    const nextTypes = visibleBusinessTypes(config.areaOrdinaryFunctionType, next, config.hiddenAreaTypes);
    storeAppointmentChoice({ areaId: next, businessType: chooseBusinessType(storedType, nextTypes, cfg.allDoctorsType) });
  };
  const changeType = (next: string) => {
    setStoredType(next);
    setPath([]);
    storeAppointmentChoice({ areaId, businessType: next });
  };
  const openDoctor = (doctor: ScheduleDoctor, row: ScheduleRow) => {
    storeChosenDoctor({ doctorId: doctor.doctorId, doctorName: doctor.doctorName, doctorTitle: doctor.doctorTitle, deptId: doctor.deptId, deptName: row.deptName, businessType: doctor.businessType, areaId });
    void navigate(doctorPath(doctor.doctorId, doctor.deptId));
  };

  return (
    <div className="department-page">
      <SearchBox onSearch={(text) => void navigate(searchPath(text, businessType))} />
      {areas.length > 0 ? (
        <Tabs
          className="department-page__areas"
          activeKey={areaId}
          onChange={changeArea}
          items={areas.map((a) => ({ key: a.areaId, label: <span data-testid={`area-tab-${a.areaId}`}>{a.areaName}</span> }))}
        />
      ) : null}
      {types.length > 0 ? (
        <Tabs
          className="department-page__types"
          type="card"
          activeKey={businessType}
          onChange={changeType}
          items={types.map((x) => ({ key: x.businessType, label: <span data-testid={`type-tab-${x.businessType}`}>{x.title}</span> }))}
        />
      ) : null}
      <div className="department-page__filters">
        {levels
          // 'all level-N departments' plus the children: shown only when that makes more than one option.
          .filter((l) => l.options.length + 1 > 1)
          .map((l) => (
            <Select
              key={l.level}
              className="department-page__filter"
              data-testid={`dept-filter-${l.level}`}
              value={l.selected ?? ''}
              popupMatchSelectWidth={false}
              onChange={(value: string) => setPath(truncateFilters(fullPath, l.level, value || null))}
              options={[{ value: '', label: t('ui.allLevelDepartments', { level: l.level }) }, ...l.options.map((o) => ({ value: o.id, label: o.name }))]}
            />
          ))}
      </div>
      {schedule.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : schedule.isError ? (
        <Empty className="page-empty" description={errorText(schedule.error)} />
      ) : table ? (
        <ScheduleTable
          key={`${areaId}/${businessType}`}
          hosId={hosId}
          table={table}
          daysPerPage={cfg.daysPerPage}
          onDoctor={openDoctor}
          onIntroduction={(row) => setIntro({ deptId: row.deptId, deptName: row.deptName, businessType: row.businessType })}
        />
      ) : null}
      <DeptIntroduction hosId={hosId} areaId={areaId} target={intro} onClose={() => setIntro(null)} />
    </div>
  );
}

/** A one-element path naming a deeper department becomes its full ancestry; anything else is kept. */
function resolvePath(tree: readonly ScheduleDept[], path: readonly string[]): string[] {
  if (path.length !== 1 || tree.some((d) => d.id === path[0])) return [...path];
  const find = (nodes: readonly ScheduleDept[], trail: string[]): string[] | null => {
    for (const n of nodes) {
      const here = [...trail, n.id];
      if (n.id === path[0]) return here;
      const deeper = find(n.children, here);
      if (deeper) return deeper;
    }
    return null;
  };
  return find(tree, []) ?? [];
}
