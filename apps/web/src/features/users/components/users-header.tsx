import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import PersonAddOutlinedIcon from '@mui/icons-material/PersonAddOutlined';
import TableRowsOutlinedIcon from '@mui/icons-material/TableRowsOutlined';
import ViewModuleOutlinedIcon from '@mui/icons-material/ViewModuleOutlined';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';

const u = paths.dashboard.user;

/** Title, breadcrumbs, list ↔ cards (keeping the filters) and "new user". */
export function UsersHeader({ view }: { view: 'list' | 'cards' }) {
  const { t } = useTranslation();
  const title = view === 'list' ? t('people.users.listTitle') : t('people.users.cardsTitle');
  usePageTitle(title);
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <PageHeader
      title={title}
      subtitle={t('people.users.subtitle')}
      crumbs={[{ label: t('nav.dashboard'), href: paths.dashboard.root }, { label: t('nav.users'), href: u.root }, { label: title }]}
      action={
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            aria-label={t('people.users.view')}
            onChange={(_, next: 'list' | 'cards' | null) => next && navigate(`${next === 'list' ? u.list : u.cards}${search}`)}
          >
            <ToggleButton value="list" aria-label={t('people.users.viewList')}>
              <TableRowsOutlinedIcon fontSize="small" />
            </ToggleButton>
            <ToggleButton value="cards" aria-label={t('people.users.viewCards')}>
              <ViewModuleOutlinedIcon fontSize="small" />
            </ToggleButton>
          </ToggleButtonGroup>
          <Button component={RouterLink} to={u.new} variant="contained" startIcon={<PersonAddOutlinedIcon />}>
            {t('people.users.new')}
          </Button>
        </Stack>
      }
    />
  );
}
