import { isStaffRole, type Role } from '@pharmacy/shared/roles';
import { paths } from '../../../config/paths';

/** Where an account that is not active reads its mail (decision 013): its role's own mailbox address. */
export const waitingMailboxPath = (role: Role) => (isStaffRole(role) ? paths.dashboard.mail.root : paths.my.mail);
