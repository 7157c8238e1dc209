import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import LocalPharmacyOutlined from '@mui/icons-material/LocalPharmacyOutlined';
import { shopImageUrl } from '../../../api/shop';

export interface ProductImageProps {
  name: string | null | undefined;
  /** The picture is decorative next to the product's name; a gallery's main picture names the product. */
  alt?: string;
  sx?: SxProps<Theme>;
}

/** A shop picture in a square, or a neutral placeholder when the product has none. */
export function ProductImage({ name, alt = '', sx }: ProductImageProps) {
  return (
    <Box
      sx={[
        { aspectRatio: '1 / 1', bgcolor: 'action.hover', borderRadius: 1.5, overflow: 'hidden', display: 'grid', placeItems: 'center' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {name ? (
        <Box component="img" src={shopImageUrl(name)} alt={alt} loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <LocalPharmacyOutlined aria-hidden sx={{ fontSize: 48, color: 'text.disabled' }} />
      )}
    </Box>
  );
}
