import { lazy, Suspense } from 'react';
import { DelayedFallback } from '../../components/lazy/delayed-fallback';
import { CompactLayout } from '../layouts/compact/compact-layout';

// Loaded only for the few people whose account waits for approval (the layout is in the first chunk anyway).
const PendingApprovalPage = lazy(() =>
  import('../../features/auth/routes/pending-approval').then((m) => ({ default: m.PendingApprovalPage })),
);

/** What a pending or suspended account sees instead of any protected page. */
export function PendingScreen() {
  return (
    <CompactLayout>
      <Suspense fallback={<DelayedFallback />}>
        <PendingApprovalPage />
      </Suspense>
    </CompactLayout>
  );
}
