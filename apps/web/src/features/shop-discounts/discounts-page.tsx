import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from '../../lib/translation';
import type { Discount } from '@pharmacy/shared/schemas/shop-discount';
import type { Language } from '@pharmacy/shared/languages';
import { useDeleteDiscount, useDiscounts } from '../../api/shop-discounts';
import { useSnackbar } from '../../components/notifications/use-snackbar';
import { PageHeader } from '../../components/page/page-header';
import { usePageTitle } from '../../components/page/use-page-title';
import { visuallyHidden } from '../../components/page/visually-hidden';
import { formatTag } from '../../lib/language-tags';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-errors';
import { formatEuros } from '../../lib/money';
import { DiscountDialog } from './discount-dialog';

const day = (iso: string | null, language: Language) =>
  iso ? new Intl.DateTimeFormat(formatTag(language), { dateStyle: 'medium', timeZone: 'Europe/Brussels' }).format(new Date(iso)) : '—';

/** The pharmacy's discount codes (beyond the SPEC): what each takes off, when, how often it was used; define, delete. */
export function DiscountsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { enqueueSnackbar } = useSnackbar();
  const list = useDiscounts();
  const remove = useDeleteDiscount();
  const [creating, setCreating] = useState(false);
  const title = t('shopDiscounts.title');
  usePageTitle(title);

  const off = (d: Discount) => (d.kind === 'percent' ? `${d.value} %` : formatEuros(d.value, language));
  const drop = async (d: Discount) => {
    if (!window.confirm(t('shopDiscounts.confirmDelete', { code: d.code }))) return;
    try {
      await remove.mutateAsync(d.id);
      enqueueSnackbar(t('shopDiscounts.deleted', { code: d.code }), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(errorMessage(t, error), { variant: 'error' });
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('shopDiscounts.subtitle')}
        crumbs={[{ label: t('nav.dashboard'), href: paths.dashboard.root }, { label: t('nav.products'), href: paths.dashboard.eCommerce.list }, { label: title }]}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {t('shopDiscounts.new')}
          </Button>
        }
      />
      {list.isPending && <CircularProgress aria-label={t('shopDiscounts.loading')} />}
      {list.isError && <Alert severity="error">{errorMessage(t, list.error)}</Alert>}
      {list.data && list.data.items.length === 0 && (
        <Card variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography>{t('shopDiscounts.empty')}</Typography>
        </Card>
      )}
      {list.data && list.data.items.length > 0 && (
        <Card variant="outlined">
          <TableContainer>
            <Table aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('shopDiscounts.code')}</TableCell>
                  <TableCell>{t('shopDiscounts.off')}</TableCell>
                  <TableCell>{t('shopDiscounts.startsAt')}</TableCell>
                  <TableCell>{t('shopDiscounts.endsAt')}</TableCell>
                  <TableCell align="right">{t('shopDiscounts.uses')}</TableCell>
                  <TableCell align="right">
                    <Box component="span" sx={visuallyHidden}>
                      {t('common.delete')}
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data.items.map((d) => (
                  <TableRow key={d.id}>
                    <TableCell sx={{ fontWeight: 600 }} dir="ltr">{d.code}</TableCell>
                    <TableCell>{off(d)}</TableCell>
                    <TableCell>{day(d.startsAt, language)}</TableCell>
                    <TableCell>{day(d.endsAt, language)}</TableCell>
                    <TableCell align="right">{d.maxUses === null ? d.used : `${d.used} / ${d.maxUses}`}</TableCell>
                    <TableCell align="right">
                      <IconButton aria-label={t('shopDiscounts.delete', { code: d.code })} onClick={() => void drop(d)}>
                        <DeleteOutlineIcon />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      )}
      {creating && <DiscountDialog onClose={() => setCreating(false)} />}
    </>
  );
}
