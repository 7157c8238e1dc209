import { Link as RouterLink } from 'react-router';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import TableRowsOutlinedIcon from '@mui/icons-material/TableRowsOutlined';
import ViewModuleOutlinedIcon from '@mui/icons-material/ViewModuleOutlined';
import { useTranslation } from '../../lib/translation';

export interface ViewSwitchProps {
  view: 'list' | 'cards';
  listTo: string;
  cardsTo: string;
}

/** List or cards: two links (the current one marked), keeping the search and filters. */
export function ViewSwitch({ view, listTo, cardsTo }: ViewSwitchProps) {
  const { t } = useTranslation();
  const items = [
    { value: 'list', to: listTo, label: t('people.common.viewList'), icon: <TableRowsOutlinedIcon fontSize="small" /> },
    {
      value: 'cards',
      to: cardsTo,
      label: t('people.common.viewCards'),
      icon: <ViewModuleOutlinedIcon fontSize="small" />,
    },
  ] as const;
  return (
    <Stack
      direction="row"
      component="nav"
      aria-label={t('people.common.view')}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {items.map((item) => (
        <Tooltip key={item.value} title={item.label}>
          <IconButton
            component={RouterLink}
            to={item.to}
            aria-label={item.label}
            aria-current={view === item.value ? 'page' : undefined}
            color={view === item.value ? 'primary' : 'default'}
            sx={{ borderRadius: 1 }}
          >
            {item.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Stack>
  );
}
