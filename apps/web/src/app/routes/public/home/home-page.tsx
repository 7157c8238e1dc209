import { useTranslation } from '../../../../lib/translation';
import { usePageTitle } from '../../../../components/page/use-page-title';
import { HomeAudiences } from './home-audiences';
import { HomeHero } from './home-hero';
import { HomeSteps } from './home-steps';

/** The landing page for patients (and a door for pharmacies and couriers). */
export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.home.metaTitle'));
  return (
    <>
      <HomeHero />
      <HomeSteps />
      <HomeAudiences />
    </>
  );
}
