import { lazy, Suspense, useState } from 'react';
import { useDialogStore } from '../../stores/dialog-store.ts';
import { LoadingOverlay } from './loading-overlay.tsx';

const DialogOutlets = lazy(() =>
  import('./dialog-outlets.tsx').then((m) => ({ default: m.DialogOutlets })),
);

/**
 * GlobalDialogs as the app mounts it: the loading overlay at once, the toast and modal (antd's Modal and
 * message) fetched when the first one is asked for and kept from then on, so the first page does not carry them.
 */
export function DeferredGlobalDialogs() {
  const asked = useDialogStore((s) => s.toast !== null || s.modal !== null);
  const [wanted, setWanted] = useState(asked);
  if (asked && !wanted) setWanted(true); // once fetched, stays mounted: a closing toast or modal keeps its holder
  return (
    <>
      <LoadingOverlay />
      {wanted || asked ? (
        <Suspense fallback={null}>
          <DialogOutlets />
        </Suspense>
      ) : null}
    </>
  );
}
