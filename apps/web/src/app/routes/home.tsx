import { PageSkeleton } from '../../components/page-skeleton/page-skeleton.tsx';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { useInitialConfig } from '../../features/hospitals/api/get-config.ts';
import { HomeTip } from '../../features/tips/components/home-tip.tsx';
import { useSessionStore } from '../../stores/session-store.ts';
import { RoutePage } from '../components/route-page.tsx';
import type { RootGuard } from '../guards.ts';
import { loadChooseDoctor } from '../loaders.ts';
import { useOpenFunction } from '../use-open-function.ts';
import { AreaEntrance } from './area-entrance.tsx';

// A hospital's home is one of the two: a home with areas never loads the doctor chooser (its selects, tabs and
// lists, ~50 kB gzip).
// The home loader starts the fetch as soon as it knows which home this is.
const ChooseDoctor = lazy(() => loadChooseDoctor().then((m) => ({ default: m.ChooseDoctor })));

/**
 * The root route: with pcEntranceArea on, 'choose expert type' (areas and business types, no login);
 * off, 'choose doctor' (login required — the home loader has already enforced it). Plus the hospital's home tip.
 */
export function HomeRoute() {
  const { t } = useTranslation();
  const guard = useLoaderData() as RootGuard | null;
  const hosId = useSessionStore((s) => s.hosId);
  const config = useInitialConfig(hosId);
  const openFunction = useOpenFunction(hosId);
  if (!guard || !hosId) return null;

  return (
    <RoutePage title={t(guard.titleKey)}>
      {guard.loginType === 'no' ? (
        <AreaEntrance hosId={hosId} />
      ) : (
        <Suspense fallback={<PageSkeleton rows={6} />}>
          <ChooseDoctor hosId={hosId} famousExpertMode={config.data?.famousExpertMode} />
        </Suspense>
      )}
      {config.data?.homeTipId ? (
        <HomeTip hosId={hosId} tipId={config.data.homeTipId} openFunction={openFunction} />
      ) : null}
    </RoutePage>
  );
}

export { HomeRoute as Component };
