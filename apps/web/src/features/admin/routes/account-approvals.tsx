import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@pharmacy/shared/schemas/user';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { errorMessage } from '../../../lib/api-errors';
import { useApproveAccount } from '../api/approve-account';
import { usePendingAccounts } from '../api/get-pending-accounts';
import { ApproveDialog } from '../components/approve-dialog';
import { PendingAccountsTable } from '../components/pending-accounts-table';

function EmptyState() {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 8, px: 3 }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 72,
          height: 72,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'success.main',
          bgcolor: theme.alpha(theme.palette.success.main, 0.1),
          '& svg': { fontSize: 36 },
        })}
      >
        <InboxOutlinedIcon />
      </Box>
      <Typography variant="h6" component="p">
        {t('admin.approvals.emptyTitle')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 420 }}>
        {t('admin.approvals.emptyBody')}
      </Typography>
    </Stack>
  );
}

/** Admin: pharmacy and shipper accounts waiting for approval (PRODUCT.md "Who uses it"). */
export function AccountApprovalsPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.approvals.title'));
  const { enqueueSnackbar } = useSnackbar();
  const accounts = usePendingAccounts();
  const approve = useApproveAccount();
  const [selected, setSelected] = useState<UserProfile | null>(null);

  const rows = accounts.data?.pages.flatMap((page) => page.items) ?? [];

  const closeDialog = () => {
    setSelected(null);
    approve.reset();
  };

  const confirm = (account: UserProfile) =>
    approve.mutate(account.uid, {
      onSuccess: () => {
        setSelected(null);
        enqueueSnackbar(t('admin.approvals.approved', { name: account.displayName }), { variant: 'success' });
      },
    });

  let body;
  if (accounts.isPending) {
    body = (
      <Stack spacing={1.5} sx={{ p: 3 }} aria-busy aria-label={t('admin.approvals.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={44} />
        ))}
      </Stack>
    );
  } else if (accounts.isError && rows.length === 0) {
    body = (
      <Box sx={{ p: 3 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void accounts.refetch()}>
              {t('admin.approvals.retry')}
            </Button>
          }
        >
          {errorMessage(t, accounts.error)}
        </Alert>
      </Box>
    );
  } else if (rows.length === 0) {
    body = <EmptyState />;
  } else {
    body = (
      <>
        <PendingAccountsTable accounts={rows} onApprove={setSelected} />
        {accounts.isFetchNextPageError && (
          <Box sx={{ px: 3, pt: 2 }}>
            <Alert severity="error">{errorMessage(t, accounts.error)}</Alert>
          </Box>
        )}
        {accounts.hasNextPage && (
          <>
            <Divider />
            <Box sx={{ p: 2, textAlign: 'center' }}>
              <Button
                variant="outlined"
                color="inherit"
                loading={accounts.isFetchingNextPage}
                disabled={accounts.isFetchingNextPage}
                onClick={() => void accounts.fetchNextPage()}
              >
                {t('admin.approvals.loadMore')}
              </Button>
            </Box>
          </>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('admin.approvals.title')} subtitle={t('admin.approvals.subtitle')} />
      <Card>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 3, py: 2.5 }}>
          <Typography variant="h6" component="h2">
            {t('admin.approvals.listHeading')}
          </Typography>
          {!accounts.isPending && !accounts.isError && (
            <Chip size="small" color={rows.length ? 'warning' : 'default'} label={<bdi dir="ltr">{`${rows.length}${accounts.hasNextPage ? '+' : ''}`}</bdi>} />
          )}
        </Stack>
        <Divider />
        {body}
      </Card>
      <ApproveDialog
        account={selected}
        pending={approve.isPending}
        error={approve.error}
        onCancel={closeDialog}
        onConfirm={confirm}
      />
    </>
  );
}
