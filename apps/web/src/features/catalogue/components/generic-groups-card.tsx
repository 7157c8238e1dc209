import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { GenericGroup } from '@pharmacy/shared/schemas/catalogue';
import { SectionCard } from './section-card';

/** The source's codes for this medicine's place in a group: 0 brand, 1 generic, 2 complementary, 4 substitutable. */
const ROLE_KEYS: Record<number, string> = {
  0: 'catalogue.generics.brand',
  1: 'catalogue.generics.generic',
  2: 'catalogue.generics.complementary',
  4: 'catalogue.generics.substitutable',
};

export interface GenericGroupsCardProps {
  groups: readonly GenericGroup[];
}

/** The generic groups this medicine belongs to, and whether it is the brand or a generic in each. */
export function GenericGroupsCard({ groups }: GenericGroupsCardProps) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('catalogue.generics.title')}>
      {groups.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('catalogue.generics.empty')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {groups.map((group) => (
            <ListItem key={`${group.id}-${group.type}`} disableGutters sx={{ gap: 1 }}>
              <ListItemText primary={group.label} />
              {ROLE_KEYS[group.type] && <Chip size="small" variant="outlined" label={t(ROLE_KEYS[group.type])} />}
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
