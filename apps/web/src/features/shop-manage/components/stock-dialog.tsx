import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useTranslation } from '../../../lib/translation';
import type { ShopProductSummary } from '@pharmacy/shared/schemas/shop-product';
import { SHOP_QUANTITY_MAX } from '@pharmacy/shared/shop/constants';
import { useChangeShopStock } from '../../../api/shop-manage';
import { ApiRequestError } from '../../../lib/api-client';
import { errorCode, errorMessage, translateFieldMessage } from '../../../lib/api-errors';
import { useSnackbar } from '../../../components/notifications/use-snackbar';

type Mode = 'delta' | 'set';
const WHOLE = /^-?\d{1,7}$/;

/** Adds to, takes from or sets a product's stock; the server refuses to go below zero (409), said under the field. */
export function StockDialog({ product, onClose }: { product: ShopProductSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const change = useChangeShopStock();
  const [mode, setMode] = useState<Mode>('delta');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const value = WHOLE.test(text.trim()) ? Number(text.trim()) : null;
  const after = value === null ? null : mode === 'delta' ? product.quantity + value : value;

  const step = (by: number) => {
    setError(null);
    setText(String((value ?? 0) + by));
  };

  const submit = async () => {
    if (value === null || (mode === 'set' && value < 0) || Math.abs(value) > SHOP_QUANTITY_MAX || (mode === 'delta' && value === 0)) {
      setError(t('shopManage.stock.invalid'));
      return;
    }
    setError(null);
    try {
      const saved = await change.mutateAsync({ id: product.id, change: mode === 'delta' ? { delta: value } : { set: value } });
      enqueueSnackbar(t('shopManage.stock.done', { name: product.name, count: saved.quantity }), { variant: 'success' });
      onClose();
    } catch (e) {
      if (errorCode(e) === 'SHOP_STOCK_NEGATIVE') setError(t('shopManage.stock.negative', { count: product.quantity }));
      else {
        const field = e instanceof ApiRequestError ? (e.data.fields?.delta ?? e.data.fields?.set) : undefined;
        setError(translateFieldMessage(t, field) ?? errorMessage(t, e));
      }
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="stock-dialog-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id="stock-dialog-title">{t('shopManage.stock.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <bdi>{product.name}</bdi> · {t('shopManage.stock.now', { count: product.quantity })}
            </Typography>
            <ToggleButtonGroup
              exclusive
              fullWidth
              size="small"
              color="primary"
              value={mode}
              onChange={(_, next: Mode | null) => {
                if (!next) return;
                setMode(next);
                setText('');
                setError(null);
              }}
              aria-label={t('shopManage.stock.mode')}
            >
              <ToggleButton value="delta">{t('shopManage.stock.adjust')}</ToggleButton>
              <ToggleButton value="set">{t('shopManage.stock.set')}</ToggleButton>
            </ToggleButtonGroup>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              {mode === 'delta' && (
                <IconButton aria-label={t('shopManage.stock.minusOne')} onClick={() => step(-1)} sx={{ mt: 1 }}>
                  <RemoveIcon />
                </IconButton>
              )}
              <TextField
                fullWidth
                autoFocus
                label={mode === 'delta' ? t('shopManage.stock.deltaLabel') : t('shopManage.stock.setLabel')}
                value={text}
                onChange={(event) => {
                  setError(null);
                  setText(event.target.value);
                }}
                error={Boolean(error)}
                helperText={error ?? (after !== null && after >= 0 ? t('shopManage.stock.after', { count: after }) : t(`shopManage.stock.${mode}Hint`))}
                slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
              />
              {mode === 'delta' && (
                <IconButton aria-label={t('shopManage.stock.plusOne')} onClick={() => step(1)} sx={{ mt: 1 }}>
                  <AddIcon />
                </IconButton>
              )}
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={onClose} disabled={change.isPending}>
            {t('shopManage.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={change.isPending}>
            {t('shopManage.stock.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
