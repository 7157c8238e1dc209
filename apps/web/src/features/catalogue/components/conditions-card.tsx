import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import { SectionCard } from './section-card';

export interface ConditionsCardProps {
  conditions: readonly string[];
}

/** Prescription and dispensing conditions, in the words of the official source. */
export function ConditionsCard({ conditions }: ConditionsCardProps) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('catalogue.conditions.title')}>
      {conditions.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('catalogue.conditions.empty')}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ listStyle: 'disc', ps: 3 }}>
          {conditions.map((condition, index) => (
            <ListItem key={index} disableGutters sx={{ display: 'list-item' }}>
              <Typography variant="body2">{condition}</Typography>
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
