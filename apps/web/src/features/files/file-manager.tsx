import { useCallback, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import CreateNewFolderOutlinedIcon from '@mui/icons-material/CreateNewFolderOutlined';
import { useTranslation } from '../../lib/translation';
import { FILE_TRASH_DAYS } from '@pharmacy/shared/files/constants';
import type { FileItem } from '@pharmacy/shared/schemas/files';
import { useFiles, type FileListFilters, type FileOrder, type FileSort } from '../../api/files';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { UPLOAD_ACCEPT } from './check-upload-file';
import { itemKey } from './file-actions';
import { FileCrumbs } from './file-crumbs';
import { FileDialogs } from './file-dialogs';
import { FileListing } from './file-listing';
import { useFileLocation, type FileLocation } from './file-location';
import { FileNav, FileNavSelect } from './file-nav';
import { FileToolbar } from './file-toolbar';
import { DocumentsView } from './documents-view';
import { SelectionBar } from './selection-bar';
import { StorageUsage } from './storage-usage';
import { UndoSnackbar } from './undo-snackbar';
import { UploadPanel } from './upload-panel';
import { useDownload, useFileActions } from './use-file-actions';
import { useFileDrop } from './use-file-drop';
import { useFileView } from './use-file-view';
import { useUploads } from './use-uploads';

const NAV_WIDTH = 248;

/**
 * The file manager: spaces and document sources on the start side, the open folder's items as cards or rows, uploads
 * by button or by dropping files anywhere on it. The place is in the address (file-location.ts); search, sort and
 * selection belong to the visit, the grid or list view to the device.
 */
export function FileManager() {
  const { t } = useTranslation();
  const { location, go } = useFileLocation();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const [sort, setSort] = useState<FileSort>('name');
  const [order, setOrder] = useState<FileOrder>('asc');
  const [view, setView] = useFileView();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const input = useRef<HTMLInputElement>(null);

  const inSpace = location.view === 'space';
  const space = inSpace ? location.space : 'mine';
  const folderId = inSpace ? location.folderId : null;
  // The documents' views ask for one's own files' top too: it says whether the pharmacy's folder exists and the usage.
  const filters: FileListFilters = inSpace
    ? { space, folderId, q, sort, order }
    : { space: 'mine', folderId: null, q: '', sort: 'name', order: 'asc' };
  const list = useFiles(filters);
  const data = list.data;
  const home = space === 'pharmacy' ? 'pharmacy' : 'mine';
  const searching = q !== '';
  const canWrite = inSpace && !searching && Boolean(data?.canWrite) && !list.isPlaceholderData;

  const clearSelection = useCallback(() => setSelected(new Set()), []);
  const goTo = useCallback(
    (next: FileLocation) => {
      setSearch('');
      clearSelection();
      go(next);
    },
    [go, clearSelection],
  );
  const { actions, dialog, setDialog, undo, undoTrash, closeUndo } = useFileActions(goTo, clearSelection);
  const download = useDownload();
  const uploads = useUploads();
  const addFiles = (files: File[]) => uploads.add(files, { folderId, home });
  const drop = useFileDrop(canWrite, addFiles);

  const items = inSpace ? (data?.items ?? []) : [];
  const selectedItems = items.filter((item) => selected.has(itemKey(item)));
  const select = (item: FileItem, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(itemKey(item));
      else next.delete(itemKey(item));
      return next;
    });

  const writeButtons = canWrite && (
    <Stack direction="row" spacing={1}>
      <Button variant="contained" startIcon={<CloudUploadOutlinedIcon />} onClick={() => input.current?.click()}>
        {t('files.upload.action')}
      </Button>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<CreateNewFolderOutlinedIcon />}
        onClick={() => setDialog({ type: 'newFolder' })}
      >
        {t('files.dialogs.newFolder')}
      </Button>
    </Stack>
  );
  const navProps = { location, hasPharmacy: Boolean(data?.pharmacy), onGo: goTo };

  return (
    <Paper
      variant="outlined"
      {...drop.handlers}
      sx={{ display: 'flex', borderRadius: 2, position: 'relative', minHeight: 480, overflow: 'hidden' }}
    >
      <Box
        component="nav"
        aria-label={t('files.nav.label')}
        sx={{
          width: NAV_WIDTH,
          flexShrink: 0,
          p: 1.5,
          borderInlineEnd: 1,
          borderColor: 'divider',
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          gap: 3,
        }}
      >
        <FileNav {...navProps} />
        {data && <StorageUsage usage={data.usage} />}
      </Box>
      <Stack spacing={2} sx={{ flex: 1, minWidth: 0, p: { xs: 2, sm: 3 } }}>
        <Box sx={{ display: { md: 'none' } }}>
          <FileNavSelect {...navProps} />
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {inSpace ? (
              <FileCrumbs
                space={space}
                path={data?.path ?? []}
                onOpen={(id) => goTo({ view: 'space', space, folderId: id })}
              />
            ) : (
              <Typography variant="h6" component="h2">
                {t(`files.sources.${location.source}`)}
              </Typography>
            )}
          </Box>
          {writeButtons}
        </Stack>
        {inSpace && (
          <FileToolbar
            search={search}
            onSearch={setSearch}
            sort={sort}
            onSort={setSort}
            order={order}
            onOrder={setOrder}
            view={view}
            onView={setView}
          />
        )}
        {inSpace && space === 'trash' && (
          <Alert severity="info">{t('files.trash.notice', { days: FILE_TRASH_DAYS })}</Alert>
        )}
        {selectedItems.length > 0 && <SelectionBar items={selectedItems} actions={actions} onClear={clearSelection} />}
        {inSpace ? (
          <FileListing
            query={list}
            view={view}
            space={space}
            searching={searching}
            inFolder={folderId !== null}
            onLeaveFolder={() => goTo({ view: 'space', space, folderId: null })}
            selected={selected}
            onSelect={select}
            actions={actions}
          />
        ) : (
          <DocumentsView source={location.source} onDownload={(doc) => download(doc.url, doc.name)} />
        )}
        {inSpace && data?.truncated && <Alert severity="info">{t('files.list.truncated')}</Alert>}
        {data && (
          <Box sx={{ display: { md: 'none' } }}>
            <StorageUsage usage={data.usage} />
          </Box>
        )}
      </Stack>
      {drop.dragging && (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            border: 2,
            borderStyle: 'dashed',
            borderColor: 'primary.main',
            borderRadius: 2,
            bgcolor: (theme) => theme.alpha(theme.palette.background.paper, 0.9),
            pointerEvents: 'none',
            zIndex: 1,
          }}
        >
          <Typography variant="h6">{t('files.upload.drop')}</Typography>
        </Box>
      )}
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={UPLOAD_ACCEPT}
        aria-label={t('files.upload.action')}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) addFiles(files);
        }}
      />
      <UploadPanel
        uploads={uploads.uploads}
        onRetry={uploads.retry}
        onDismiss={uploads.dismiss}
        onClearFinished={uploads.clearFinished}
      />
      <FileDialogs
        dialog={dialog}
        target={{ parentId: folderId, home }}
        onDownload={actions.download}
        onDone={clearSelection}
        onClose={() => setDialog(null)}
      />
      <UndoSnackbar message={undo} onUndo={undoTrash} onClose={closeUndo} />
    </Paper>
  );
}
