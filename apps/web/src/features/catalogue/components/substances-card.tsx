import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import type { Substance } from '@pharmacy/shared/schemas/catalogue';
import { SectionCard } from './section-card';

export interface SubstancesCardProps {
  substances: readonly Substance[];
}

/** Active substances (SA) and therapeutic fractions (FT) with their strength. */
export function SubstancesCard({ substances }: SubstancesCardProps) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('catalogue.substances.title')}>
      {substances.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('catalogue.substances.empty')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('catalogue.substances.name')}</TableCell>
                <TableCell>{t('catalogue.substances.strength')}</TableCell>
                <TableCell>{t('catalogue.substances.nature')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {substances.map((s, index) => (
                <TableRow key={`${s.code}-${s.nature}-${index}`}>
                  <TableCell>{s.name}</TableCell>
                  <TableCell>
                    {s.strength ? <bdi>{s.strength}</bdi> : t('catalogue.details.none')}
                    {s.strengthReference && (
                      <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                        {t('catalogue.substances.per', { reference: s.strengthReference })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    {s.nature === 'SA'
                      ? t('catalogue.substances.active')
                      : s.nature === 'FT'
                        ? t('catalogue.substances.fraction')
                        : s.nature}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SectionCard>
  );
}
