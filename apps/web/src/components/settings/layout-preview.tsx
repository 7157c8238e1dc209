import Box from '@mui/material/Box';
import type { ThemeSettings } from '@pharmacy/shared/settings/settings';

export interface LayoutPreviewProps {
  layout: ThemeSettings['themeLayout'];
}

/** A thumbnail of the navigation: a wide or a narrow side bar next to the content (mirrors in rtl). */
export function LayoutPreview({ layout }: LayoutPreviewProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 0.5,
        width: 64,
        height: 40,
        p: 0.5,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Box
        sx={{
          width: layout === 'vertical' ? 18 : 7,
          borderRadius: 0.5,
          bgcolor: 'currentColor',
          opacity: 0.72,
        }}
      />
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Box sx={{ height: 6, borderRadius: 0.5, bgcolor: 'currentColor', opacity: 0.32 }} />
        <Box sx={{ flex: 1, borderRadius: 0.5, bgcolor: 'currentColor', opacity: 0.16 }} />
      </Box>
    </Box>
  );
}
