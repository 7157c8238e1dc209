import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

export interface ProfileHeaderProps {
  name: string;
  avatar: ReactNode;
  /** Under the name: status, contact, … */
  children: ReactNode;
  /** The key figures at the end of the row (see ProfileFigure). */
  figures: ReactNode;
  /** Space between the name and the lines under it. */
  detailsSpacing?: number;
  figuresSx?: SxProps<Theme>;
}

/** The top card of a profile page: avatar, name and details, key figures. */
export function ProfileHeader({
  name,
  avatar,
  children,
  figures,
  detailsSpacing = 1.5,
  figuresSx,
}: ProfileHeaderProps) {
  return (
    <Card sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        {avatar}
        <Stack spacing={detailsSpacing} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ wordBreak: 'break-word' }}>
            {name}
          </Typography>
          {children}
        </Stack>
        <Stack direction="row" spacing={2} sx={figuresSx}>
          {figures}
        </Stack>
      </Stack>
    </Card>
  );
}

export interface ProfileFigureProps {
  value: ReactNode;
  label: string;
  valueVariant?: 'h4' | 'h5';
  minWidth?: number;
}

/** A number (or date) with what it counts under it. */
export function ProfileFigure({ value, label, valueVariant = 'h5', minWidth }: ProfileFigureProps) {
  return (
    <Box sx={{ flex: 1, textAlign: 'center', minWidth }}>
      <Typography variant={valueVariant} component="p">
        {value}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
    </Box>
  );
}
