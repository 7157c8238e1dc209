import { LinkedAccountsCard } from '../../../features/auth/components/linked-accounts-card';
import { AccountPage, type AccountPageProps } from '../../../features/account/routes/account';

/** The signed-in person's settings with their sign-in methods (social providers) on the security tab. */
export function OwnAccountPage(props: Omit<AccountPageProps, 'securityExtra'>) {
  return <AccountPage {...props} securityExtra={<LinkedAccountsCard />} />;
}
