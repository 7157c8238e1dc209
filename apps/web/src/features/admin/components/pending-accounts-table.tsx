import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import LocalPharmacyOutlinedIcon from '@mui/icons-material/LocalPharmacyOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@pharmacy/shared/schemas/user';
import { formatDate } from '../utils/format-date';

export interface PendingAccountsTableProps {
  accounts: readonly UserProfile[];
  onApprove: (account: UserProfile) => void;
}

function initials(account: UserProfile): string {
  return ([account.first_name, account.last_name].map((p) => p.trim().charAt(0)).join('') || account.email.charAt(0)).toUpperCase();
}

export function PendingAccountsTable({ accounts, onApprove }: PendingAccountsTableProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'en';
  return (
    <TableContainer>
      <Table aria-label={t('admin.approvals.tableLabel')} sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('admin.approvals.columns.name')}</TableCell>
            <TableCell>{t('admin.approvals.columns.email')}</TableCell>
            <TableCell>{t('admin.approvals.columns.role')}</TableCell>
            <TableCell>{t('admin.approvals.columns.registered')}</TableCell>
            <TableCell align="right">{t('admin.approvals.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {accounts.map((account) => (
            <TableRow key={account.uid} hover>
              <TableCell>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <Avatar aria-hidden sx={{ width: 36, height: 36, fontSize: 14, fontWeight: 600, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                    {initials(account)}
                  </Avatar>
                  <Typography variant="subtitle2" component="span">
                    {account.displayName}
                  </Typography>
                </Stack>
              </TableCell>
              <TableCell sx={{ color: 'text.secondary' }}>
                <bdi dir="ltr">{account.email}</bdi>
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  icon={account.role === 'pharmacy' ? <LocalPharmacyOutlinedIcon /> : <LocalShippingOutlinedIcon />}
                  label={t(`auth.roleNames.${account.role}`)}
                />
              </TableCell>
              <TableCell sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>{formatDate(account.createdAt, lng)}</TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  variant="contained"
                  color="success"
                  startIcon={<HowToRegOutlinedIcon />}
                  onClick={() => onApprove(account)}
                  aria-label={t('admin.approvals.approveNamed', { name: account.displayName })}
                >
                  {t('admin.approvals.approve')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
