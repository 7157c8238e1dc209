import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/translation';
import { GallerySection } from './gallery-section';

const TABS = ['details', 'history', 'documents'] as const;

export function GalleryOverlays() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<(typeof TABS)[number]>('details');
  const [open, setOpen] = useState(false);
  return (
    <GallerySection title={t('pages.components.overlays.title')} description={t('pages.components.overlays.description')}>
      <Tabs value={tab} onChange={(_, value: (typeof TABS)[number]) => setTab(value)} aria-label={t('pages.components.overlays.tabsLabel')}>
        {TABS.map((value) => (
          <Tab key={value} value={value} label={t(`pages.components.tabs.${value}`)} id={`gallery-tab-${value}`} aria-controls={`gallery-panel-${value}`} />
        ))}
      </Tabs>
      {TABS.map((value) => (
        <Box
          key={value}
          role="tabpanel"
          id={`gallery-panel-${value}`}
          aria-labelledby={`gallery-tab-${value}`}
          hidden={tab !== value}
          sx={{ py: 3 }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`pages.components.tabs.${value}Text`)}
          </Typography>
        </Box>
      ))}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
          {t('pages.components.dialog.open')}
        </Button>
        <Tooltip title={t('pages.components.overlays.tooltip')}>
          <Button variant="text" color="inherit">
            {t('pages.components.overlays.hover')}
          </Button>
        </Tooltip>
      </Box>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="gallery-dialog-title" aria-describedby="gallery-dialog-text">
        <DialogTitle id="gallery-dialog-title">{t('pages.components.dialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="gallery-dialog-text">{t('pages.components.dialog.text')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button onClick={() => setOpen(false)} variant="contained" color="error">
            {t('pages.components.dialog.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </GallerySection>
  );
}
