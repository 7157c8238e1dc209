import { useParams } from 'react-router';
import Container from '@mui/material/Container';
import { useTranslation } from '../../../lib/translation';
import { paths } from '../../../config/paths';
import { ShopProductView } from '../components/shop-product-view';

/** /shop/product/:name: one product of the public shop. */
export function PublicProductPage() {
  const { t } = useTranslation();
  const slug = useParams().name ?? '';
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <ShopProductView
        slug={slug}
        crumbs={[{ label: t('layout.links.home'), href: paths.root }, { label: t('nav.shop'), href: paths.shop.root }]}
        shopHref={paths.shop.root}
        checkoutHref={paths.shop.checkout}
      />
    </Container>
  );
}
