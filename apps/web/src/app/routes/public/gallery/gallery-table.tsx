import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from '../../../../lib/translation';
import { PRESET_COLORS } from '@pharmacy/shared/settings/constants';
import { DEFAULT_PRIMARY } from '../../../../theme/palette';
import { GallerySection } from './gallery-section';

/** A real table of real data: the colour presets of the settings panel (SPEC §9). */
const ROWS = [['default', DEFAULT_PRIMARY], ...Object.entries(PRESET_COLORS)] as const;

export function GalleryTable() {
  const { t } = useTranslation();
  return (
    <GallerySection title={t('pages.components.table.title')} description={t('pages.components.table.description')}>
      <TableContainer>
        <Table size="small" aria-label={t('pages.components.table.caption')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('pages.components.table.preset')}</TableCell>
              <TableCell>{t('pages.components.table.colour')}</TableCell>
              <TableCell>{t('pages.components.table.sample')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ROWS.map(([name, hex]) => (
              <TableRow key={name} hover>
                <TableCell>{t(`pages.components.table.presets.${name}`)}</TableCell>
                <TableCell>
                  <bdi dir="ltr">{hex}</bdi>
                </TableCell>
                <TableCell>
                  <Box aria-hidden sx={{ width: 40, height: 20, borderRadius: 0.5, bgcolor: hex }} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </GallerySection>
  );
}
