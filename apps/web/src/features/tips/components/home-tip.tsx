import { lazy, Suspense, useState } from 'react';
import type { TipInfo, HosId } from '@portal/shared';
import { session, SESSION_KEYS } from '../../../lib/storage.ts';
import { useTip } from '../../../lib/get-tip.ts';
import { followTip } from '../../../lib/tip-action.ts';

// Loaded once there is a tip to show: the popup (a dialog and the HTML sanitizer, ~20 kB gzip) is no part of the
// home's first load, and most visits have seen the tip already.
const TipPopup = lazy(() =>
  import('../../../components/tip-popup/tip-popup.tsx').then((m) => ({ default: m.TipPopup })),
);

/** The home page's tip (config homeTipId), shown once per browser session and hospital. */
export function HomeTip({
  hosId,
  tipId,
  openFunction,
}: {
  hosId: HosId;
  tipId: string;
  /** Opens a function module (a 'join function' tip's button), as the navigator would. */
  openFunction?: (moduleId: string) => void;
}) {
  const seenKey = SESSION_KEYS.homeTipSeen(hosId);
  const [seen, setSeen] = useState(() => session.get(seenKey) === '1');
  const tipQuery = useTip(hosId, seen ? '' : tipId);

  if (seen || !tipQuery.data) return null;

  const confirm = (tip: TipInfo) => {
    session.set(seenKey, '1');
    setSeen(true);
    followTip(tip, openFunction);
  };

  return (
    <Suspense fallback={null}>
      <TipPopup key={`${hosId}/${tipId}`} tip={tipQuery.data} open onConfirm={confirm} />
    </Suspense>
  );
}
