import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../../lib/translation';
import { LazyRichTextEditor } from '../../../../components/editor/lazy-rich-text-editor';
import { WhenVisible } from '../../../../components/lazy/when-visible';
import { GallerySection } from './gallery-section';

/** The rich-text editor of mail and the blog (Tiptap, fetched when scrolled to), in its states. */
export function GalleryEditor() {
  const { t } = useTranslation();
  const filled = `<p>${t('pages.components.editor.sample')}</p>`;
  const states = [
    { key: 'empty', props: { placeholder: t('pages.components.editor.placeholder'), onChange: () => undefined } },
    { key: 'filled', props: { initialValue: filled, onChange: () => undefined } },
    { key: 'error', props: { onChange: () => undefined, error: t('validation.required') } },
    { key: 'disabled', props: { initialValue: filled, onChange: () => undefined, disabled: true } },
  ] as const;
  return (
    <GallerySection title={t('pages.components.editor.title')} description={t('pages.components.editor.description')}>
      <WhenVisible placeholder={<Skeleton variant="rounded" height={560} />}>
        <Grid container spacing={3}>
          {states.map(({ key, props }) => (
            <Grid key={key} size={{ xs: 12, md: 6 }}>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {t(`pages.components.editor.states.${key}`)}
              </Typography>
              <LazyRichTextEditor label={t(`pages.components.editor.states.${key}`)} minHeight={120} {...props} />
            </Grid>
          ))}
        </Grid>
      </WhenVisible>
    </GallerySection>
  );
}
