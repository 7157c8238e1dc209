import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import type { GenericGroup } from '@pharmacy/shared/schemas/catalogue';
import { paths } from '../../../config/paths';
import { Price } from './price';
import { SectionCard } from './section-card';

/** The source's codes for a medicine's place in a group: 0 brand, 1 generic, 2 complementary, 4 substitutable. */
const ROLE_KEYS: Record<number, string> = {
  0: 'catalogue.generics.brand',
  1: 'catalogue.generics.generic',
  2: 'catalogue.generics.complementary',
  4: 'catalogue.generics.substitutable',
};
// Large groups (some have 30+ generics) stay readable; the rest is one click away.
const FIRST_MEMBERS = 8;

function RoleChip({ type }: { type: number }) {
  const { t } = useTranslation();
  return ROLE_KEYS[type] ? <Chip size="small" variant="outlined" label={t(ROLE_KEYS[type])} /> : null;
}

function GroupMembers({ group }: { group: GenericGroup }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  if (group.members.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('catalogue.generics.noOthers')}
      </Typography>
    );
  }
  const shown = expanded ? group.members : group.members.slice(0, FIRST_MEMBERS);
  return (
    <>
      <List dense disablePadding aria-label={t('catalogue.generics.othersLabel', { group: group.label })}>
        {shown.map((member) => (
          <ListItem key={member.cis} disableGutters sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
              <Link component={RouterLink} to={paths.dashboard.product.details(member.cis)} variant="body2">
                {member.name}
              </Link>
              {!member.marketed && (
                <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                  {t('catalogue.generics.notMarketed')}
                </Typography>
              )}
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
              {member.requiresPrescription && (
                <Chip size="small" color="warning" variant="outlined" label={t('catalogue.prescription.required')} />
              )}
              <RoleChip type={member.type} />
              <Typography variant="body2" sx={{ fontWeight: 600, minWidth: '4.5rem', textAlign: 'end' }}>
                <Price cents={member.price} />
              </Typography>
            </Stack>
          </ListItem>
        ))}
      </List>
      {group.members.length > FIRST_MEMBERS && (
        <Button size="small" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded}>
          {expanded ? t('catalogue.generics.showFewer') : t('catalogue.generics.showAll', { count: group.members.length })}
        </Button>
      )}
    </>
  );
}

export interface GenericGroupsCardProps {
  groups: readonly GenericGroup[];
}

/** The generic groups this medicine belongs to, its place in each, and the medicines it may be exchanged with. */
export function GenericGroupsCard({ groups }: GenericGroupsCardProps) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('catalogue.generics.title')}>
      {groups.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('catalogue.generics.empty')}
        </Typography>
      ) : (
        <Stack spacing={3}>
          {groups.map((group) => (
            <Box key={`${group.id}-${group.type}`} component="section" aria-label={group.label}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mb: 1 }}>
                <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1, wordBreak: 'break-word' }}>
                  {group.label}
                </Typography>
                <RoleChip type={group.type} />
              </Stack>
              <GroupMembers group={group} />
            </Box>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
