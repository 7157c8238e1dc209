import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { useTranslation } from 'react-i18next';

export interface UpcomingFeatureProps {
  /** One translated sentence: what this page will do once it is built. */
  description: ReactNode;
  /** Links or buttons that help in the meantime. */
  children?: ReactNode;
}

/** The honest "not available yet" notice of pages whose feature comes in a later release: no fake data. */
export function UpcomingFeature({ description, children }: UpcomingFeatureProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 3, md: 5 },
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 3,
        alignItems: { xs: 'flex-start', sm: 'center' },
        borderStyle: 'dashed',
        bgcolor: 'action.hover',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 64,
          height: 64,
          flexShrink: 0,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'warning.main',
          bgcolor: (theme) => theme.alpha(theme.palette.warning.main, 0.12),
        }}
      >
        <ConstructionOutlined fontSize="large" />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 0.5 }}>
          {t('common.notAvailableYet')}
        </Typography>
        <Typography variant="body1" sx={{ color: 'text.secondary' }}>
          {description}
        </Typography>
        {children && <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>{children}</Box>}
      </Box>
    </Paper>
  );
}
