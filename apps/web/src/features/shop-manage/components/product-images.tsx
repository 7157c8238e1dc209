import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from '../../../lib/translation';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@pharmacy/shared/schemas/accounts';
import { SHOP_IMAGES_MAX } from '@pharmacy/shared/shop/constants';
import type { ShopProductDetail } from '@pharmacy/shared/schemas/shop-product';
import { shopImageUrl } from '../../../api/shop';
import { useDeleteShopImage, useUpdateShopProduct, useUploadShopImage } from '../../../api/shop-manage';
import { ApiRequestError } from '../../../lib/api-client';
import { errorCode, errorMessage, translateFieldMessage } from '../../../lib/api-errors';
import { checkImageFile } from '../../../components/image-upload/check-image-file';

const MAX_MB = IMAGE_MAX_BYTES / (1024 * 1024);

/**
 * A saved product's gallery: add (checked here, then by the server), reorder (the first is the list's and the shop's
 * picture) and delete. Each change is saved at once, apart from the form's fields.
 */
export function ProductImages({ product }: { product: ShopProductDetail }) {
  const { t } = useTranslation();
  const upload = useUploadShopImage(product.id);
  const remove = useDeleteShopImage(product.id);
  const reorder = useUpdateShopProduct(product.id);
  const [error, setError] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending || reorder.isPending;
  const images = product.images;
  const full = images.length >= SHOP_IMAGES_MAX;

  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (e) {
      const field = e instanceof ApiRequestError ? (e.data.fields?.file ?? e.data.fields?.images) : undefined;
      if (errorCode(e) === 'SHOP_IMAGES_FULL') setError(t('shopManage.images.full', { max: SHOP_IMAGES_MAX }));
      else setError(translateFieldMessage(t, field) ?? errorMessage(t, e));
    }
  };

  const add = (file: File | undefined) => {
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) setError(t(`imageUpload.${problem}`, { size: MAX_MB }));
    else void run(() => upload.mutateAsync(file));
  };

  const move = (from: number, to: number) => {
    const next = [...images];
    const [name] = next.splice(from, 1);
    next.splice(to, 0, name!);
    void run(() => reorder.mutateAsync({ images: next }));
  };

  return (
    <Card component="section" aria-labelledby="product-images-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography id="product-images-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('shopManage.images.title')}
          </Typography>
          <Button component="label" variant="outlined" startIcon={<AddPhotoAlternateOutlinedIcon />} disabled={busy || full} loading={upload.isPending} loadingPosition="start">
            {t('shopManage.images.add')}
            <input
              hidden
              type="file"
              accept={IMAGE_TYPES.join(',')}
              onChange={(event) => {
                add(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </Button>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('shopManage.images.hint', { max: SHOP_IMAGES_MAX, size: MAX_MB })}
        </Typography>
        {error && (
          <Typography role="alert" variant="body2" sx={{ color: 'error.main', mb: 2 }}>
            {error}
          </Typography>
        )}
        {images.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', py: 3, textAlign: 'center', border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1.5 }}>
            {t('shopManage.images.none')}
          </Typography>
        ) : (
          <Box component="ol" aria-label={t('shopManage.images.title')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}>
            {images.map((name, index) => (
              <Box component="li" key={name} sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, overflow: 'hidden' }}>
                <Box
                  component="img"
                  src={shopImageUrl(name)}
                  alt={t('shopManage.images.alt', { n: index + 1, name: product.name })}
                  sx={{ display: 'block', width: 1, aspectRatio: '1', objectFit: 'contain', bgcolor: 'action.hover' }}
                />
                <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', px: 0.5 }}>
                  <Tooltip title={t('shopManage.images.earlier')}>
                    <span>
                      <IconButton size="small" aria-label={t('shopManage.images.earlierN', { n: index + 1 })} disabled={busy || index === 0} onClick={() => move(index, index - 1)}>
                        <ArrowBackIcon fontSize="small" sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {index === 0 ? t('shopManage.images.main') : index + 1}
                  </Typography>
                  <Stack direction="row">
                    <Tooltip title={t('shopManage.images.later')}>
                      <span>
                        <IconButton size="small" aria-label={t('shopManage.images.laterN', { n: index + 1 })} disabled={busy || index === images.length - 1} onClick={() => move(index, index + 1)}>
                          <ArrowForwardIcon fontSize="small" sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={t('shopManage.images.delete')}>
                      <span>
                        <IconButton size="small" color="error" aria-label={t('shopManage.images.deleteN', { n: index + 1 })} disabled={busy} onClick={() => void run(() => remove.mutateAsync(name))}>
                          <DeleteOutlineIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </Stack>
                </Stack>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
