import { useTranslation } from '../../../lib/translation';
import { ImageUpload } from '../../../components/image-upload/image-upload';
import { usePharmacyLogo } from '../../../api/pharmacies';

export interface PharmacyLogoUploadProps {
  pharmacyId: string;
  logoUrl: string | null;
}

/** The pharmacy's logo: uploaded at once (it has its own endpoint, outside the form's save). */
export function PharmacyLogoUpload({ pharmacyId, logoUrl }: PharmacyLogoUploadProps) {
  const { t } = useTranslation();
  const { upload, remove } = usePharmacyLogo(pharmacyId);
  return (
    <ImageUpload
      variant="logo"
      label={t('people.pharmacies.form.logo')}
      url={logoUrl}
      onUpload={async (file) => {
        await upload.mutateAsync(file);
      }}
      onRemove={
        logoUrl
          ? async () => {
              await remove.mutateAsync();
            }
          : undefined
      }
    />
  );
}
