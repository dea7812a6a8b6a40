import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { PREVIEW_MODE } from './preview/preview-mode.ts';
import { AppProvider } from './provider.tsx';
import { createAppRouter } from './router.tsx';

// Only the staff console's preview frame loads it: patients never download it.
const PreviewReceiver = PREVIEW_MODE ? lazy(() => import('./preview/preview-receiver.tsx')) : null;

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider>
      <RouterProvider router={router} />
      {PreviewReceiver && (
        <Suspense fallback={null}>
          <PreviewReceiver />
        </Suspense>
      )}
    </AppProvider>
  );
}
