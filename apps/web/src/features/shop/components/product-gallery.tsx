import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../lib/translation';
import { ProductImage } from './product-image';

export interface ProductGalleryProps {
  images: readonly string[];
  name: string;
}

/** The product's pictures: the chosen one large, all of them as thumbnails to choose from. */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)] ?? null;
  return (
    <Stack spacing={1.5}>
      {/* On a phone the picture must not push the price and "Add to cart" off the first screen. */}
      <ProductImage name={current} alt={name} sx={{ borderRadius: 2, width: '100%', maxWidth: { xs: 320, md: 'none' }, alignSelf: 'center' }} />
      {images.length > 1 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {images.map((image, i) => (
            <ButtonBase
              key={image}
              onClick={() => setIndex(i)}
              aria-label={t('shop.product.picture', { number: i + 1, count: images.length })}
              aria-pressed={i === index}
              sx={{ borderRadius: 1.5, outline: i === index ? 2 : 0, outlineColor: 'primary.main', outlineOffset: 2 }}
            >
              <Box sx={{ width: 64 }}>
                <ProductImage name={image} />
              </Box>
            </ButtonBase>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
