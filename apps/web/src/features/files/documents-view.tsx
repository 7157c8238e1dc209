import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { useTranslation } from '../../lib/translation';
import type { FileDocumentSource } from '@pharmacy/shared/files/constants';
import type { FileDocument } from '@pharmacy/shared/schemas/files';
import { useFileDocuments } from '../../api/files';
import { useCurrentLanguage } from '../../components/language/use-current-language';
import { ListEmptyState } from '../../components/list/list-empty-state';
import { visuallyHidden } from '../../components/page/visually-hidden';
import { QueryBoundary } from '../../components/query-boundary/query-boundary';
import { SkeletonRows } from '../../components/query-boundary/skeleton-rows';
import { fileSize, fileTypeName, formatFileDate } from './file-format';
import { FileIcon } from './file-icon';

export interface DocumentsViewProps {
  source: FileDocumentSource;
  onDownload: (document: FileDocument) => void;
}

/** Documents one already has elsewhere (prescriptions, invoices, attachments), listed where they live, not copied. */
export function DocumentsView({ source, onDownload }: DocumentsViewProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const documents = useFileDocuments(source);
  return (
    <QueryBoundary
      query={documents}
      loading={<SkeletonRows count={5} height={56} />}
      loadingLabel={t('files.documents.loading')}
      errorTitle={t('files.documents.errorTitle')}
      isEmpty={(data) => data.documents.length === 0}
      empty={<ListEmptyState title={t('files.documents.emptyTitle')} body={t(`files.documents.empty.${source}`)} />}
    >
      {(data) => (
        <>
          <List aria-label={t(`files.sources.${source}`)} disablePadding>
            {data.documents.map((doc) => (
              <ListItem key={doc.id} divider sx={{ gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' }, px: 1 }}>
                <FileIcon item={{ kind: 'file', mimeType: doc.mimeType, shared: false }} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Link
                    href={doc.url}
                    target="_blank"
                    rel="noopener"
                    underline="hover"
                    variant="body2"
                    sx={{ display: 'block', fontWeight: 600, wordBreak: 'break-word' }}
                  >
                    {doc.name}
                    <Box component="span" sx={visuallyHidden}>
                      {` (${t('files.documents.newTab')})`}
                    </Box>
                  </Link>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {[
                      doc.context,
                      formatFileDate(doc.createdAt, language),
                      doc.size !== null ? fileSize(doc.size, language) : '',
                      fileTypeName(doc.mimeType),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={1}>
                  {doc.href && (
                    <Button size="small" component={RouterLink} to={doc.href} color="inherit">
                      {t(`files.documents.open.${source}`)}
                    </Button>
                  )}
                  <Button
                    size="small"
                    startIcon={<DownloadIcon />}
                    onClick={() => onDownload(doc)}
                    aria-label={t('files.actions.downloadName', { name: doc.name })}
                  >
                    {t('files.actions.download')}
                  </Button>
                </Stack>
              </ListItem>
            ))}
          </List>
          {data.truncated && (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('files.documents.truncated')}
            </Alert>
          )}
        </>
      )}
    </QueryBoundary>
  );
}
