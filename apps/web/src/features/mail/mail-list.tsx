import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from '../../lib/translation';
import type { MailLabel, MailList as MailPage, MailSummary } from '@pharmacy/shared/schemas/mail';
import { useMails } from '../../api/mail';
import { ListEmptyState } from '../../components/list/list-empty-state';
import { LoadMoreFooter } from '../../components/list/load-more-footer';
import { QueryBoundary } from '../../components/query-boundary/query-boundary';
import { MailListItem } from './mail-list-item';

export interface MailListProps {
  labelId: string;
  /** The label's name as shown (translated for system labels). */
  labelName: string;
  labels: readonly MailLabel[];
  search: string;
  onSearch: (q: string) => void;
  /** The search as the list asks for it (after a pause in typing). */
  query: string;
  selectedId: string | null;
  onOpen: (mail: MailSummary) => void;
  /** The button that opens the labels on small screens. */
  navButton?: ReactNode;
}

function ListSkeleton() {
  return (
    <Stack spacing={2.5} sx={{ p: 2 }}>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Stack key={i} direction="row" spacing={1.5}>
          <Skeleton variant="circular" width={36} height={36} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="50%" />
            <Skeleton variant="text" width="80%" />
            <Skeleton variant="text" width="95%" />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

const isEmpty = (data: { pages: MailPage[] }) => data.pages.every((p) => p.mails.length === 0);

/** A label's mails, newest first, with a search and "load more" paging. */
export function MailList({
  labelId,
  labelName,
  labels,
  search,
  onSearch,
  query,
  selectedId,
  onOpen,
  navButton,
}: MailListProps) {
  const { t } = useTranslation();
  const mails = useMails(labelId, query);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Stack direction="row" spacing={1} sx={{ p: 1.5, alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}>
        {navButton}
        <TextField
          size="small"
          fullWidth
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={t('mail.list.search')}
          slotProps={{
            htmlInput: { 'aria-label': t('mail.list.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>
      <Typography variant="subtitle2" component="h2" sx={{ px: 2, pt: 1.5, pb: 0.5, color: 'text.secondary' }}>
        {labelName}
      </Typography>
      <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0, pb: { xs: 10, lg: 0 } }}>
        <QueryBoundary
          query={mails}
          loading={<ListSkeleton />}
          loadingLabel={t('mail.list.loading')}
          errorTitle={t('mail.errorTitle')}
          sx={{ p: 2 }}
          isEmpty={isEmpty}
          empty={
            <ListEmptyState
              title={query ? t('mail.list.noResults') : t('mail.list.empty')}
              body={query ? t('mail.list.noResultsHint', { q: query }) : t('mail.list.emptyHint')}
            />
          }
        >
          {(data) => (
            <>
              <List disablePadding aria-label={labelName} sx={{ '& .MuiListItem-root': { position: 'relative' } }}>
                {data.pages.flatMap((page) =>
                  page.mails.map((mail) => (
                    <MailListItem
                      key={mail.id}
                      mail={mail}
                      labels={labels}
                      selected={mail.id === selectedId}
                      onOpen={onOpen}
                    />
                  )),
                )}
              </List>
              <LoadMoreFooter pages={mails} label={t('mail.list.more')} />
            </>
          )}
        </QueryBoundary>
      </Box>
    </Box>
  );
}
