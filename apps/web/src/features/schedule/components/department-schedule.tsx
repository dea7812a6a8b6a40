import { Empty } from 'antd';
import { PageSkeleton } from '../../../components/page-skeleton/page-skeleton.tsx';
import { TabBar } from '../../../components/tab-bar/tab-bar.tsx';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  chooseBusinessType,
  filterOptions,
  truncateFilters,
  visibleBusinessTypes,
  type Area,
  type BusinessType,
  type HospitalConfig,
  type ScheduleDept,
  type ScheduleDoctor,
  type HosId,
} from '@portal/shared';
import { errorText } from '../../../lib/error-text.ts';
import { readAppointmentChoice, storeAppointmentChoice } from '../../../lib/storage.ts';
import { DEFAULT_AREA } from '../../../lib/areas.ts';
import { useSchedule } from '../api/schedule-queries.ts';
import { doctorPath, searchPath, storeChosenDoctor } from '../utils/chosen-doctor.ts';
import { buildScheduleTable, type ScheduleRow } from '../utils/schedule-table.ts';
import {
  readScheduleParams,
  scheduleEnd,
  scheduleStart,
  writeScheduleParams,
  type ScheduleUrlState,
} from '../utils/schedule-url.ts';
import type { IntroTarget } from './dept-introduction.tsx';
import { SearchBox } from './search-box.tsx';

// A department's introduction (a dialog and the HTML sanitizer, ~20 kB gzip) loads when a patient first asks
// for one, not with the page.
const DeptIntroduction = lazy(() =>
  import('./dept-introduction.tsx').then((m) => ({ default: m.DeptIntroduction })),
);
// The department filters (antd's Select, ~23 kB gzip) and the schedule table (its doctor popover brings antd's
// Popover and popup engine, ~11 kB gzip) show only with the schedule: they load while it loads.
const loadDeptFilters = () => import('./dept-filters.tsx');
const DeptFilters = lazy(() => loadDeptFilters().then((m) => ({ default: m.DeptFilters })));
const loadScheduleTable = () => import('./schedule-table.tsx');
const ScheduleTable = lazy(() => loadScheduleTable().then((m) => ({ default: m.ScheduleTable })));

interface DepartmentScheduleProps {
  hosId: HosId;
  timeZone: string;
  areas: readonly Area[];
  config: HospitalConfig;
}

/**
 * Department page / §4: search box, area tabs, business-type tabs, cascading department filters and the
 * weekly schedule table. Area, type, department filter, week and same-day registration live in the URL
 * (schedule-url.ts); area and type are also kept in session storage for the next visit of the page.
 */
export function DepartmentSchedule({ hosId, timeZone, areas, config }: DepartmentScheduleProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const cfg = config;
  const url = readScheduleParams(params);

  // The URL is the truth (back, reload and a copied link keep area, type, filter and week); without it
  // the choice stored earlier in this visit, then the first area.
  const stored = readAppointmentChoice();
  const areaIds = areas.map((a) => a.areaId);
  const pickArea = (id: string | undefined) => (id && areaIds.includes(id) ? id : undefined);
  const areaId = pickArea(url.areaId) ?? pickArea(stored.areaId) ?? areaIds[0] ?? DEFAULT_AREA;
  const types: BusinessType[] = visibleBusinessTypes(
    config.areaOrdinaryFunctionType,
    areaId,
    config.hiddenAreaTypes,
  );
  const businessType = chooseBusinessType(
    url.businessType ?? stored.businessType ?? null,
    types,
    cfg.allDoctorsType,
  );
  const [intro, setIntro] = useState<IntroTarget | null>(null);
  // Once loaded, the dialog stays mounted, so it closes with its animation and gives focus back.
  const [introLoaded, setIntroLoaded] = useState(false);
  useEffect(() => {
    void loadDeptFilters();
    void loadScheduleTable();
  }, []);
  const skeleton = <PageSkeleton rows={8} />;

  // The start date, fixed for this visit of the page; same-day registration (isToday=1) asks for today alone, the
  // day it registers for. An advance appointment's end depends on the type (blank for specialty alliance).
  const [start] = useState(() => scheduleStart(new Date(), cfg, timeZone, url.sameDay));
  const end = scheduleEnd(start, cfg, url.sameDay, businessType);
  // One day has one column and no other week to page to.
  const daysPerPage = url.sameDay ? 1 : cfg.daysPerPage;
  const schedule = useSchedule({ hosId, hosArea: areaId, businessType, start, end }, true);

  const tree = useMemo(() => schedule.data?.scheduleList ?? [], [schedule.data]);
  // The URL names the deepest chosen department (a link from search may name one below level 1): find its ancestry.
  const chosenDept = url.deptId;
  const fullPath = useMemo(
    () => resolvePath(tree, chosenDept ? [chosenDept] : []),
    [tree, chosenDept],
  );
  const levels = filterOptions(tree, fullPath);
  // A period the hospital's noon-periods caption file does not name is named in the catalogue's words.
  const table = useMemo(
    () =>
      schedule.data
        ? buildScheduleTable(schedule.data, daysPerPage, fullPath, (code) =>
            t(`ui.noon.${code}`, { defaultValue: code }),
          )
        : null,
    [schedule.data, daysPerPage, fullPath, t],
  );

  // Each choice replaces the history entry: back leaves the page rather than stepping through every tab clicked.
  const update = (patch: Partial<ScheduleUrlState>) =>
    setParams((p) => writeScheduleParams(p, patch), { replace: true });
  const changeArea = (next: string) => {
    const nextTypes = visibleBusinessTypes(
      config.areaOrdinaryFunctionType,
      next,
      config.hiddenAreaTypes,
    );
    const nextType = chooseBusinessType(businessType, nextTypes, cfg.allDoctorsType);
    storeAppointmentChoice({ areaId: next, businessType: nextType });
    update({ areaId: next, businessType: nextType, deptId: undefined, week: 0 });
  };
  const changeType = (next: string) => {
    storeAppointmentChoice({ areaId, businessType: next });
    update({ areaId, businessType: next, deptId: undefined, week: 0 });
  };
  const changeFilter = (level: number, value: string | null) => {
    const path = truncateFilters(fullPath, level, value);
    update({ deptId: path.at(-1), week: 0 });
  };
  const openDoctor = (doctor: ScheduleDoctor, row: ScheduleRow) => {
    storeChosenDoctor({
      doctorId: doctor.doctorId,
      doctorName: doctor.doctorName,
      doctorTitle: doctor.doctorTitle,
      deptId: doctor.deptId,
      deptName: row.deptName,
      businessType: doctor.businessType,
      areaId,
    });
    void navigate(
      doctorPath(doctor.doctorId, doctor.deptId, {
        scheduleId: doctor.scheduleId,
        sameDay: url.sameDay,
      }),
    );
  };

  return (
    <div className="department-page">
      <SearchBox
        kinds={config.searchTypes}
        onSearch={(text) => void navigate(searchPath(text, businessType, url.sameDay))}
      />
      {areas.length > 0 ? (
        <TabBar
          className="department-page__areas"
          activeKey={areaId}
          onChange={changeArea}
          items={areas.map((a) => ({
            key: a.areaId,
            label: <span data-testid={`area-tab-${a.areaId}`}>{a.areaName}</span>,
          }))}
        />
      ) : null}
      {types.length > 0 ? (
        <TabBar
          className="department-page__types"
          type="card"
          activeKey={businessType}
          onChange={changeType}
          items={types.map((x) => ({
            key: x.businessType,
            label: <span data-testid={`type-tab-${x.businessType}`}>{x.title}</span>,
          }))}
        />
      ) : null}
      {/* Until the filters' chunk is there the page stays as while the schedule loads: nothing moves when it comes. */}
      <Suspense
        fallback={
          <>
            <div className="department-page__filters" />
            {skeleton}
          </>
        }
      >
        <div className="department-page__filters">
          <DeptFilters levels={levels} onChange={changeFilter} />
        </div>
        {schedule.isPending ? (
          skeleton
        ) : schedule.isError ? (
          <Empty className="page-empty" description={errorText(schedule.error)} />
        ) : table ? (
          <ScheduleTable
            hosId={hosId}
            table={table}
            daysPerPage={daysPerPage}
            paging={!url.sameDay}
            page={url.sameDay ? 0 : url.week}
            onPage={(week) => update({ week })}
            onDoctor={openDoctor}
            onIntroduction={
              config.showDeptIntroduce
                ? (row) => {
                    setIntroLoaded(true);
                    setIntro({
                      deptId: row.deptId,
                      deptName: row.deptName,
                      businessType: row.businessType,
                    });
                  }
                : undefined
            }
          />
        ) : null}
      </Suspense>
      {introLoaded ? (
        <Suspense fallback={null}>
          <DeptIntroduction
            hosId={hosId}
            areaId={areaId}
            target={intro}
            onClose={() => setIntro(null)}
          />
        </Suspense>
      ) : null}
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
