import type { Language } from '@pharmacy/shared/languages';
import type { Role } from '@pharmacy/shared/roles';

/** What an admin decided about an account; each is also an in-app notification `account.<event>`. */
export const ACCOUNT_EVENTS = ['approved', 'refused', 'suspended', 'reactivated', 'role_changed'] as const;
export type AccountEvent = (typeof ACCOUNT_EVENTS)[number];

/** `{role}` is filled in by account-update.ts; the admin's own words follow `message`. */
export interface AccountUpdateTexts {
  subjects: Record<AccountEvent, string>;
  intros: Record<AccountEvent, string>;
  hello: string;
  message: string;
  action: string;
  outro: string;
  roles: Record<Role, string>;
}

export const ACCOUNT_UPDATE_TEXTS: Record<Language, AccountUpdateTexts> = {
  en: {
    subjects: {
      approved: 'Your account has been approved',
      refused: 'Your account request was not accepted',
      suspended: 'Your account has been suspended',
      reactivated: 'Your account is active again',
      role_changed: 'Your role on PharmaLink has changed',
    },
    intros: {
      approved: 'An administrator approved your account. You can now use PharmaLink.',
      refused: 'An administrator reviewed your account request and did not accept it.',
      suspended: 'An administrator suspended your account. You cannot use PharmaLink until it is reactivated.',
      reactivated: 'An administrator reactivated your account. You can use PharmaLink again.',
      role_changed: 'An administrator changed your role. Your role is now: {role}.',
    },
    hello: 'Hello,',
    message: 'Message from the administrator:',
    action: 'Open PharmaLink',
    outro: 'You receive this e-mail because it concerns your PharmaLink account.',
    roles: { customer: 'Customer', pharmacy: 'Pharmacy', shipper: 'Courier', admin: 'Administrator' },
  },
  fr: {
    subjects: {
      approved: 'Votre compte a été approuvé',
      refused: 'Votre demande de compte n’a pas été acceptée',
      suspended: 'Votre compte a été suspendu',
      reactivated: 'Votre compte est à nouveau actif',
      role_changed: 'Votre rôle sur PharmaLink a changé',
    },
    intros: {
      approved: 'Un administrateur a approuvé votre compte. Vous pouvez maintenant utiliser PharmaLink.',
      refused: 'Un administrateur a examiné votre demande de compte et ne l’a pas acceptée.',
      suspended: 'Un administrateur a suspendu votre compte. Vous ne pouvez plus utiliser PharmaLink jusqu’à sa réactivation.',
      reactivated: 'Un administrateur a réactivé votre compte. Vous pouvez à nouveau utiliser PharmaLink.',
      role_changed: 'Un administrateur a changé votre rôle. Votre rôle est désormais : {role}.',
    },
    hello: 'Bonjour,',
    message: 'Message de l’administrateur :',
    action: 'Ouvrir PharmaLink',
    outro: 'Vous recevez cet e-mail parce qu’il concerne votre compte PharmaLink.',
    roles: { customer: 'Client', pharmacy: 'Pharmacie', shipper: 'Livreur', admin: 'Administrateur' },
  },
  nl: {
    subjects: {
      approved: 'Uw account is goedgekeurd',
      refused: 'Uw accountaanvraag werd niet aanvaard',
      suspended: 'Uw account is opgeschort',
      reactivated: 'Uw account is opnieuw actief',
      role_changed: 'Uw rol op PharmaLink is gewijzigd',
    },
    intros: {
      approved: 'Een beheerder heeft uw account goedgekeurd. U kunt PharmaLink nu gebruiken.',
      refused: 'Een beheerder heeft uw accountaanvraag bekeken en niet aanvaard.',
      suspended: 'Een beheerder heeft uw account opgeschort. U kunt PharmaLink niet gebruiken tot het opnieuw geactiveerd wordt.',
      reactivated: 'Een beheerder heeft uw account opnieuw geactiveerd. U kunt PharmaLink weer gebruiken.',
      role_changed: 'Een beheerder heeft uw rol gewijzigd. Uw rol is nu: {role}.',
    },
    hello: 'Hallo,',
    message: 'Bericht van de beheerder:',
    action: 'PharmaLink openen',
    outro: 'U ontvangt deze e-mail omdat hij over uw PharmaLink-account gaat.',
    roles: { customer: 'Klant', pharmacy: 'Apotheek', shipper: 'Koerier', admin: 'Beheerder' },
  },
  de: {
    subjects: {
      approved: 'Ihr Konto wurde freigegeben',
      refused: 'Ihre Kontoanfrage wurde nicht angenommen',
      suspended: 'Ihr Konto wurde gesperrt',
      reactivated: 'Ihr Konto ist wieder aktiv',
      role_changed: 'Ihre Rolle bei PharmaLink wurde geändert',
    },
    intros: {
      approved: 'Ein Administrator hat Ihr Konto freigegeben. Sie können PharmaLink jetzt nutzen.',
      refused: 'Ein Administrator hat Ihre Kontoanfrage geprüft und nicht angenommen.',
      suspended: 'Ein Administrator hat Ihr Konto gesperrt. Sie können PharmaLink erst nach der Reaktivierung wieder nutzen.',
      reactivated: 'Ein Administrator hat Ihr Konto reaktiviert. Sie können PharmaLink wieder nutzen.',
      role_changed: 'Ein Administrator hat Ihre Rolle geändert. Ihre Rolle ist jetzt: {role}.',
    },
    hello: 'Hallo,',
    message: 'Nachricht des Administrators:',
    action: 'PharmaLink öffnen',
    outro: 'Sie erhalten diese E-Mail, weil sie Ihr PharmaLink-Konto betrifft.',
    roles: { customer: 'Kunde', pharmacy: 'Apotheke', shipper: 'Kurier', admin: 'Administrator' },
  },
  vi: {
    subjects: {
      approved: 'Tài khoản của bạn đã được phê duyệt',
      refused: 'Yêu cầu tài khoản của bạn không được chấp nhận',
      suspended: 'Tài khoản của bạn đã bị tạm ngưng',
      reactivated: 'Tài khoản của bạn đã hoạt động trở lại',
      role_changed: 'Vai trò của bạn trên PharmaLink đã thay đổi',
    },
    intros: {
      approved: 'Quản trị viên đã phê duyệt tài khoản của bạn. Bây giờ bạn có thể sử dụng PharmaLink.',
      refused: 'Quản trị viên đã xem xét yêu cầu tài khoản của bạn và không chấp nhận.',
      suspended: 'Quản trị viên đã tạm ngưng tài khoản của bạn. Bạn không thể sử dụng PharmaLink cho đến khi tài khoản được kích hoạt lại.',
      reactivated: 'Quản trị viên đã kích hoạt lại tài khoản của bạn. Bạn có thể sử dụng PharmaLink trở lại.',
      role_changed: 'Quản trị viên đã thay đổi vai trò của bạn. Vai trò hiện tại: {role}.',
    },
    hello: 'Xin chào,',
    message: 'Lời nhắn của quản trị viên:',
    action: 'Mở PharmaLink',
    outro: 'Bạn nhận được email này vì nó liên quan đến tài khoản PharmaLink của bạn.',
    roles: { customer: 'Khách hàng', pharmacy: 'Nhà thuốc', shipper: 'Người giao hàng', admin: 'Quản trị viên' },
  },
  cn: {
    subjects: {
      approved: '您的账户已通过审核',
      refused: '您的账户申请未获通过',
      suspended: '您的账户已被停用',
      reactivated: '您的账户已重新启用',
      role_changed: '您在 PharmaLink 的角色已变更',
    },
    intros: {
      approved: '管理员已批准您的账户。您现在可以使用 PharmaLink。',
      refused: '管理员审核了您的账户申请，未予通过。',
      suspended: '管理员已停用您的账户。在重新启用之前，您无法使用 PharmaLink。',
      reactivated: '管理员已重新启用您的账户。您可以再次使用 PharmaLink。',
      role_changed: '管理员已变更您的角色。您现在的角色是：{role}。',
    },
    hello: '您好：',
    message: '管理员留言：',
    action: '打开 PharmaLink',
    outro: '您收到此邮件，是因为它与您的 PharmaLink 账户有关。',
    roles: { customer: '顾客', pharmacy: '药房', shipper: '配送员', admin: '管理员' },
  },
  ar: {
    subjects: {
      approved: 'تمت الموافقة على حسابك',
      refused: 'لم يُقبل طلب حسابك',
      suspended: 'تم تعليق حسابك',
      reactivated: 'أصبح حسابك نشطًا من جديد',
      role_changed: 'تغيّر دورك على PharmaLink',
    },
    intros: {
      approved: 'وافق أحد المشرفين على حسابك. يمكنك الآن استخدام PharmaLink.',
      refused: 'راجع أحد المشرفين طلب حسابك ولم يقبله.',
      suspended: 'علّق أحد المشرفين حسابك. لا يمكنك استخدام PharmaLink حتى تتم إعادة تفعيله.',
      reactivated: 'أعاد أحد المشرفين تفعيل حسابك. يمكنك استخدام PharmaLink من جديد.',
      role_changed: 'غيّر أحد المشرفين دورك. دورك الآن: {role}.',
    },
    hello: 'مرحبًا،',
    message: 'رسالة من المشرف:',
    action: 'فتح PharmaLink',
    outro: 'تصلك هذه الرسالة لأنها تخص حسابك على PharmaLink.',
    roles: { customer: 'عميل', pharmacy: 'صيدلية', shipper: 'مندوب توصيل', admin: 'مشرف' },
  },
};
