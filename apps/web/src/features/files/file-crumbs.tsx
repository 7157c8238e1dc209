import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import type { FileSpace } from '@pharmacy/shared/files/constants';
import type { FileCrumb } from '@pharmacy/shared/schemas/files';

export interface FileCrumbsProps {
  space: FileSpace;
  /** From the top of the space to the open folder. */
  path: readonly FileCrumb[];
  onOpen: (folderId: string | null) => void;
}

/** Where one is in the space: its name, then each folder down to the open one (the current one is not a link). */
export function FileCrumbs({ space, path, onOpen }: FileCrumbsProps) {
  const { t } = useTranslation();
  const crumbs = [{ id: null as string | null, name: t(`files.spaces.${space}`) }, ...path];
  return (
    <Breadcrumbs aria-label={t('files.crumbs')} sx={{ typography: 'body2' }} maxItems={5}>
      {crumbs.map((crumb, index) =>
        index < crumbs.length - 1 ? (
          <Link
            key={crumb.id ?? 'top'}
            component="button"
            type="button"
            underline="hover"
            color="inherit"
            onClick={() => onOpen(crumb.id)}
          >
            {crumb.name}
          </Link>
        ) : (
          <Typography
            key={crumb.id ?? 'top'}
            variant="body2"
            aria-current="location"
            sx={{ color: 'text.primary', fontWeight: 600 }}
          >
            {crumb.name}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
