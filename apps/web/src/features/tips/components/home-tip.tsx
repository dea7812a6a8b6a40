import { useState } from 'react';
import type { TipInfo } from '@portal/shared';
import { TipPopup } from '../../../components/tip-popup/tip-popup.tsx';
import { session, SESSION_KEYS } from '../../../lib/storage.ts';
import { useTip } from '../api/get-tip.ts';

/** The home page's tip (config homeTipId), shown once per browser session and hospital. */
export function HomeTip({ hosId, tipId }: { hosId: string; tipId: string }) {
  const seenKey = SESSION_KEYS.homeTipSeen(hosId);
  const [seen, setSeen] = useState(() => session.get(seenKey) === '1');
  const tipQuery = useTip(hosId, seen ? '' : tipId);

  if (seen || !tipQuery.data) return null;

  const confirm = (tip: TipInfo) => {
    session.set(seenKey, '1');
    setSeen(true);
    // showType 2 points at a page to read; open it once the reader has acknowledged the tip.
    if (tip.showType === 2 && tip.showExt.url) window.open(tip.showExt.url, '_blank', 'noopener');
  };

  return <TipPopup key={`${hosId}/${tipId}`} tip={tipQuery.data} open onConfirm={confirm} />;
}
