import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { useTranslation } from '../../../../lib/translation';
import { GallerySection } from './gallery-section';

const VARIANTS = ['contained', 'outlined', 'text'] as const;

export function GalleryButtons() {
  const { t } = useTranslation();
  return (
    <GallerySection title={t('pages.components.buttons.title')} description={t('pages.components.buttons.description')}>
      <Stack spacing={2}>
        {VARIANTS.map((variant) => (
          <Stack key={variant} direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
            <Typography variant="caption" sx={{ width: 96, color: 'text.secondary' }}>
              {t(`pages.components.buttons.${variant}`)}
            </Typography>
            <Button variant={variant}>{t('pages.components.buttons.primary')}</Button>
            <Button variant={variant} color="inherit">
              {t('pages.components.buttons.neutral')}
            </Button>
            <Button variant={variant} color="error" startIcon={<DeleteOutline />}>
              {t('common.delete')}
            </Button>
            <Button variant={variant} disabled>
              {t('pages.components.buttons.disabled')}
            </Button>
          </Stack>
        ))}
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Typography variant="caption" sx={{ width: 96, color: 'text.secondary' }}>
            {t('pages.components.buttons.sizes')}
          </Typography>
          <Button variant="contained" size="small" startIcon={<AddOutlined />}>
            {t('nav.create')}
          </Button>
          <Button variant="contained" size="medium" endIcon={<SendOutlined />}>
            {t('pages.components.buttons.send')}
          </Button>
          <Button variant="contained" size="large" loading>
            {t('pages.components.buttons.send')}
          </Button>
          <IconButton aria-label={t('common.delete')}>
            <DeleteOutline />
          </IconButton>
        </Stack>
      </Stack>
    </GallerySection>
  );
}
