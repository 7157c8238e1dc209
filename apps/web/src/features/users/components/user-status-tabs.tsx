import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from '../../../lib/translation';
import { ACCOUNT_STATUSES, type AccountStatus } from '@pharmacy/shared/roles';
import { usePendingCount } from '../../../api/users';

export interface UserStatusTabsProps {
  value: AccountStatus | undefined;
  onChange: (status: AccountStatus | undefined) => void;
}

/** All / awaiting approval (with how many wait) / active / suspended / refused. */
export function UserStatusTabs({ value, onChange }: UserStatusTabsProps) {
  const { t } = useTranslation();
  const pending = usePendingCount();
  const count = pending.data ? `${pending.data.count}${pending.data.more ? '+' : ''}` : null;
  const ordered: AccountStatus[] = ['pending', ...ACCOUNT_STATUSES.filter((s) => s !== 'pending')];
  return (
    <Tabs
      value={value ?? 'all'}
      onChange={(_, next: string) => onChange(next === 'all' ? undefined : (next as AccountStatus))}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('people.users.filters.statusTabs')}
      sx={{ px: { xs: 1, md: 1.5 }, boxShadow: (theme) => `inset 0 -1px 0 ${theme.palette.divider}` }}
    >
      <Tab value="all" label={t('people.users.filters.all')} />
      {ordered.map((status) => (
        <Tab
          key={status}
          value={status}
          iconPosition="end"
          icon={
            status === 'pending' && count !== null ? (
              <Chip size="small" color={pending.data?.count ? 'warning' : 'default'} label={<bdi dir="ltr">{count}</bdi>} />
            ) : undefined
          }
          label={t(status === 'pending' ? 'people.users.filters.awaiting' : `auth.statusNames.${status}`)}
          sx={{ minHeight: 48 }}
        />
      ))}
    </Tabs>
  );
}
