import type { ReactNode } from 'react';
import { PageHeader, type Crumb } from '../../../components/page/page-header';
import { UpcomingFeature } from '../../../components/page/upcoming-feature';
import { usePageTitle } from '../../../components/page/use-page-title';
import { canOpenDashboardPath } from '../../../config/access';
import { useAuth } from '../../../lib/auth/use-auth';

export interface UpcomingPageProps {
  /** Translated page title. */
  title: string;
  /** One translated sentence: what the page will do. */
  description: string;
  crumbs: readonly Crumb[];
  subtitle?: ReactNode;
  /** Helpful links while the feature is not there. */
  children?: ReactNode;
}

/** A dashboard page whose feature comes in a later release: the real frame, an honest notice, no fake data. */
export function UpcomingPage({ title, description, crumbs, subtitle, children }: UpcomingPageProps) {
  usePageTitle(title);
  const role = useAuth().user?.role;
  // A crumb must not lead to a page this role would be turned away from.
  const reachable = crumbs.map((crumb) =>
    crumb.href && (!role || !canOpenDashboardPath(role, crumb.href)) ? { label: crumb.label } : crumb,
  );
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} crumbs={reachable} />
      <UpcomingFeature description={description}>{children}</UpcomingFeature>
    </>
  );
}
