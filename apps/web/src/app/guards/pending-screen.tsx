import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { useLocation, useSearchParams } from 'react-router';
import { waitingMailboxPath } from '../../features/auth/utils/waiting-mailbox-path';
import { DelayedFallback } from '../../components/lazy/delayed-fallback';
import { useAuth } from '../../lib/auth/use-auth';
import { CompactLayout } from '../layouts/compact/compact-layout';

// Loaded only for the few people whose account waits for approval (the layout is in the first chunk anyway).
const PendingApprovalPage = lazy(() =>
  import('../../features/auth/routes/pending-approval').then((m) => ({ default: m.PendingApprovalPage })),
);
const WaitingMailbox = lazy(() => import('./waiting-mailbox').then((m) => ({ default: m.WaitingMailbox })));
const InvitationAcceptCard = lazy(() =>
  import('../../features/pharmacies/components/invitation-accept-card').then((m) => ({ default: m.InvitationAcceptCard })),
);

/**
 * What a pending or refused account sees instead of any protected page: the page about its account, or, at its
 * mailbox's address, its mailbox (decision 013). A pending pharmacy account that opens a colleague's invitation
 * (`?invite=`) may accept it here: the pharmacy vouches for it, so it becomes active.
 */
export function PendingScreen() {
  const { user, refresh } = useAuth();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const invite = user?.role === 'pharmacy' && user.status === 'pending' ? params.get('invite') : null;
  const done = () => {
    setParams(
      (p) => {
        p.delete('invite');
        return p;
      },
      { replace: true },
    );
    // Accepted: the account is active now, and the guard lets it in once the session says so.
    void refresh();
  };
  if (user && pathname.startsWith(waitingMailboxPath(user.role))) {
    return (
      <Suspense fallback={<DelayedFallback />}>
        <WaitingMailbox />
      </Suspense>
    );
  }
  return (
    <CompactLayout>
      <Suspense fallback={<DelayedFallback />}>
        {invite && user && (
          <Box sx={{ maxWidth: 520, mx: 'auto', width: 1 }}>
            <InvitationAcceptCard token={invite} email={user.email} onDone={done} />
          </Box>
        )}
        <PendingApprovalPage />
      </Suspense>
    </CompactLayout>
  );
}
