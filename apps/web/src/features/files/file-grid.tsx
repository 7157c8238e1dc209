import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import type { FileItem } from '@pharmacy/shared/schemas/files';
import { useCurrentLanguage } from '../../components/language/use-current-language';
import { itemKey, rightsOf, type FileActions } from './file-actions';
import { FileIcon } from './file-icon';
import { FileItemMenu } from './file-item-menu';
import { itemMeta } from './item-meta';
import { StarButton } from './star-button';

export interface FileViewProps {
  items: readonly FileItem[];
  selected: ReadonlySet<string>;
  onSelect: (item: FileItem, selected: boolean) => void;
  actions: FileActions;
}

/** Cards: the name is a button that opens the folder or previews the file; select, star and more beside it. */
export function FileGrid({ items, selected, onSelect, actions }: FileViewProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <Grid
      container
      spacing={2}
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={t('files.list.label')}
    >
      {items.map((item) => {
        const key = itemKey(item);
        const isSelected = selected.has(key);
        return (
          <Grid key={key} component="li" size={{ xs: 6, sm: 4, lg: 3 }}>
            <Card
              variant="outlined"
              sx={{
                height: 1,
                display: 'flex',
                flexDirection: 'column',
                borderColor: isSelected ? 'primary.main' : 'divider',
                bgcolor: isSelected ? 'action.selected' : undefined,
              }}
            >
              <Stack direction="row" sx={{ alignItems: 'center', px: 0.5, pt: 0.5 }}>
                <Checkbox
                  size="small"
                  checked={isSelected}
                  onChange={(event) => onSelect(item, event.target.checked)}
                  slotProps={{ input: { 'aria-label': t('files.list.select', { name: item.name }) } }}
                />
                <Stack direction="row" sx={{ marginInlineStart: 'auto' }}>
                  {rightsOf(item).star && <StarButton item={item} onToggle={actions.toggleStar} />}
                  <FileItemMenu item={item} actions={actions} />
                </Stack>
              </Stack>
              <ButtonBase
                onClick={() => actions.open(item)}
                disabled={item.kind === 'folder' && item.trashedAt !== null}
                sx={{
                  flex: 1,
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'flex-start',
                  textAlign: 'start',
                  gap: 1,
                  px: 2,
                  pb: 2,
                  pt: 0.5,
                  borderRadius: 1,
                  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                }}
              >
                <FileIcon item={item} fontSize="large" />
                <Typography variant="subtitle2" component="span" sx={{ width: 1, wordBreak: 'break-word' }}>
                  {item.name}
                </Typography>
                <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
                  {itemMeta(t, item, language)}
                  {item.access !== 'owner' && ` · ${item.owner.name}`}
                </Typography>
              </ButtonBase>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}
