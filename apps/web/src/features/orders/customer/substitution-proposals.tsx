import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from '../../../lib/translation';
import type { OrderLine } from '@pharmacy/shared/schemas/order';
import { useTransitionOrder } from '../../../api/orders';
import { OrderErrorAlert } from '../shared/order-error-alert';

export interface SubstitutionProposalsProps {
  orderId: string;
  lines: readonly OrderLine[];
}

/**
 * Out of stock, the pharmacy proposed a medicine of the same generic group: the customer accepts or refuses each
 * proposal before preparation starts.
 */
export function SubstitutionProposals({ orderId, lines }: SubstitutionProposalsProps) {
  const { t } = useTranslation();
  const transition = useTransitionOrder(orderId);
  const proposed = lines.filter((line) => line.substitution?.status === 'proposed');
  if (proposed.length === 0) return null;
  const answering = transition.isPending ? transition.variables : undefined;
  return (
    <Alert severity="warning" icon={false} component="section" role="region" aria-labelledby="substitutions-heading">
      <Typography id="substitutions-heading" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {t('orders.my.substitution.title', { count: proposed.length })}
      </Typography>
      <Stack spacing={2}>
        {proposed.map((line) => {
          const busy = answering?.action === 'answer_substitution' && answering.lineId === line.id;
          return (
            <Box key={line.id}>
              <Typography variant="body2" sx={{ mb: 1 }}>
                <Trans
                  i18nKey="orders.my.substitution.proposal"
                  values={{ original: line.name, substitute: line.substitution?.name }}
                  components={{ b: <strong /> }}
                />
              </Typography>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                <Button
                  size="small"
                  variant="contained"
                  disabled={transition.isPending}
                  loading={busy && answering.accept}
                  onClick={() => transition.mutate({ action: 'answer_substitution', lineId: line.id, accept: true })}
                  aria-label={t('orders.my.substitution.acceptNamed', { name: line.substitution?.name })}
                >
                  {t('orders.my.substitution.accept')}
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  color="inherit"
                  disabled={transition.isPending}
                  loading={busy && !answering.accept}
                  onClick={() => transition.mutate({ action: 'answer_substitution', lineId: line.id, accept: false })}
                  aria-label={t('orders.my.substitution.refuseNamed', { name: line.substitution?.name })}
                >
                  {t('orders.my.substitution.refuse')}
                </Button>
              </Stack>
            </Box>
          );
        })}
        <OrderErrorAlert error={transition.error} />
      </Stack>
    </Alert>
  );
}
