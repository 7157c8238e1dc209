import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useTranslation } from '../../../lib/translation';

const QUESTIONS = ['prescription', 'delivery', 'mandate', 'payment', 'privacy'] as const;

/** Frequent questions, answered from the product's rules (docs/PRODUCT.md). Accordion wraps each summary in an h3. */
export function AboutFaq() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const ref = useRef<HTMLElement>(null);
  // The router does not scroll to anchors; the FAQ link relies on it.
  useEffect(() => {
    if (hash === '#faq') ref.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <Box
      component="section"
      id="faq"
      ref={ref}
      aria-labelledby="faq-title"
      sx={{ mt: { xs: 8, md: 12 }, scrollMarginTop: 96 }}
    >
      <Typography id="faq-title" variant="h4" component="h2" sx={{ mb: 3 }}>
        {t('pages.about.faq.title')}
      </Typography>
      {QUESTIONS.map((key) => (
        <Accordion key={key} disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
          <AccordionSummary expandIcon={<ExpandMore />} id={`faq-${key}-q`} aria-controls={`faq-${key}-a`}>
            <Typography variant="subtitle1" component="span">
              {t(`pages.about.faq.${key}.q`)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t(`pages.about.faq.${key}.a`)}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
