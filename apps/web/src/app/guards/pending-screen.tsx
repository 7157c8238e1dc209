import { lazy, Suspense } from 'react';
import { DelayedFallback } from '../../components/lazy/delayed-fallback';

// Loaded only for the few people whose account waits for approval.
const CompactLayout = lazy(() => import('../layouts/compact/compact-layout').then((m) => ({ default: m.CompactLayout })));
const PendingApprovalPage = lazy(() =>
  import('../../features/auth/routes/pending-approval').then((m) => ({ default: m.PendingApprovalPage })),
);

/** What a pending or suspended account sees instead of any protected page. */
export function PendingScreen() {
  return (
    <Suspense fallback={<DelayedFallback />}>
      <CompactLayout>
        <PendingApprovalPage />
      </CompactLayout>
    </Suspense>
  );
}
