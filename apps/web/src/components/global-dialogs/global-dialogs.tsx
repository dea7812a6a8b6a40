import { DialogOutlets } from './dialog-outlets.tsx';
import { LoadingOverlay } from './loading-overlay.tsx';

/**
 * The loading overlay, toast and modal, rendered once at the app root from the dialog store. The app itself
 * mounts DeferredGlobalDialogs, the same pieces with the toast and modal fetched on first use.
 */
export function GlobalDialogs() {
  return (
    <>
      <LoadingOverlay />
      <DialogOutlets />
    </>
  );
}
