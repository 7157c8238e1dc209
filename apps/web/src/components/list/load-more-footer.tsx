import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useTranslation } from '../../lib/translation';
import { errorMessage } from '../../lib/api-errors';

/** The part of TanStack Query's infinite query that the footer reads. */
interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
}

/** Under a cursor-paged list: why the next page failed, and the button that loads it while there is one. */
export function LoadMoreFooter({ pages, label }: { pages: NextPages; label: string }) {
  const { t } = useTranslation();
  return (
    <>
      {pages.isFetchNextPageError && (
        <Box sx={{ px: 3, pt: 2 }}>
          <Alert severity="error">{errorMessage(t, pages.error)}</Alert>
        </Box>
      )}
      {pages.hasNextPage && (
        <>
          <Divider />
          <Box sx={{ p: 2, textAlign: 'center' }}>
            <Button variant="outlined" color="inherit" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
              {label}
            </Button>
          </Box>
        </>
      )}
    </>
  );
}
