import type { Language } from '@pharmacy/shared/languages';

/** Every e-mail is translated (docs/PRODUCT.md "Languages"); `{name}` and `{link}` are filled in by render.ts. */
export interface MailTexts {
  verify: { subject: string; intro: string; action: string; outro: string };
  reset: { subject: string; intro: string; action: string; outro: string };
  /** An account an admin created: the person chooses a password (the reset flow, worded as a welcome). */
  welcome: { subject: string; intro: string; action: string; outro: string };
  greeting: string;
  signature: string;
}

export const MAIL_TEXTS: Record<Language, MailTexts> = {
  en: {
    greeting: 'Hello {name},',
    signature: 'The PharmaLink team',
    verify: {
      subject: 'Confirm your e-mail address',
      intro: 'Welcome to PharmaLink. Please confirm your e-mail address to activate your account.',
      action: 'Confirm my e-mail address',
      outro: 'This link is valid for 24 hours. If you did not create an account, you can ignore this e-mail.',
    },
    reset: {
      subject: 'Reset your password',
      intro: 'Someone asked to reset the password of your PharmaLink account.',
      action: 'Choose a new password',
      outro: 'This link is valid for 1 hour. If you did not ask for it, ignore this e-mail: your password stays the same.',
    },
    welcome: {
      subject: 'Your PharmaLink account is ready',
      intro: 'An administrator created a PharmaLink account for you. Choose your password to sign in.',
      action: 'Choose your password',
      outro: 'This link is valid for 1 hour. If it has expired, use “Forgot password” on the sign-in page with this address.',
    },
  },
  fr: {
    greeting: 'Bonjour {name},',
    signature: "L'équipe PharmaLink",
    verify: {
      subject: 'Confirmez votre adresse e-mail',
      intro: 'Bienvenue sur PharmaLink. Veuillez confirmer votre adresse e-mail pour activer votre compte.',
      action: 'Confirmer mon adresse e-mail',
      outro: "Ce lien est valable 24 heures. Si vous n'avez pas créé de compte, ignorez cet e-mail.",
    },
    reset: {
      subject: 'Réinitialisez votre mot de passe',
      intro: 'Une demande de réinitialisation du mot de passe de votre compte PharmaLink a été faite.',
      action: 'Choisir un nouveau mot de passe',
      outro: "Ce lien est valable 1 heure. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
    },
    welcome: {
      subject: 'Votre compte PharmaLink est prêt',
      intro: 'Un administrateur a créé un compte PharmaLink pour vous. Choisissez votre mot de passe pour vous connecter.',
      action: 'Choisir mon mot de passe',
      outro: 'Ce lien est valable 1 heure. S\'il a expiré, utilisez « Mot de passe oublié » sur la page de connexion avec cette adresse.',
    },
  },
  nl: {
    greeting: 'Hallo {name},',
    signature: 'Het PharmaLink-team',
    verify: {
      subject: 'Bevestig uw e-mailadres',
      intro: 'Welkom bij PharmaLink. Bevestig uw e-mailadres om uw account te activeren.',
      action: 'Mijn e-mailadres bevestigen',
      outro: 'Deze link is 24 uur geldig. Hebt u geen account aangemaakt, dan kunt u deze e-mail negeren.',
    },
    reset: {
      subject: 'Stel uw wachtwoord opnieuw in',
      intro: 'Er is gevraagd om het wachtwoord van uw PharmaLink-account opnieuw in te stellen.',
      action: 'Een nieuw wachtwoord kiezen',
      outro: 'Deze link is 1 uur geldig. Hebt u dit niet gevraagd, negeer dan deze e-mail: uw wachtwoord blijft ongewijzigd.',
    },
    welcome: {
      subject: 'Uw PharmaLink-account is klaar',
      intro: 'Een beheerder heeft een PharmaLink-account voor u aangemaakt. Kies uw wachtwoord om aan te melden.',
      action: 'Mijn wachtwoord kiezen',
      outro: 'Deze link is 1 uur geldig. Is hij verlopen, gebruik dan „Wachtwoord vergeten” op de aanmeldpagina met dit adres.',
    },
  },
  de: {
    greeting: 'Hallo {name},',
    signature: 'Ihr PharmaLink-Team',
    verify: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      intro: 'Willkommen bei PharmaLink. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren.',
      action: 'E-Mail-Adresse bestätigen',
      outro: 'Dieser Link ist 24 Stunden gültig. Wenn Sie kein Konto erstellt haben, ignorieren Sie diese E-Mail.',
    },
    reset: {
      subject: 'Setzen Sie Ihr Passwort zurück',
      intro: 'Es wurde angefordert, das Passwort Ihres PharmaLink-Kontos zurückzusetzen.',
      action: 'Neues Passwort wählen',
      outro: 'Dieser Link ist 1 Stunde gültig. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    },
    welcome: {
      subject: 'Ihr PharmaLink-Konto ist bereit',
      intro: 'Ein Administrator hat ein PharmaLink-Konto für Sie angelegt. Wählen Sie Ihr Passwort, um sich anzumelden.',
      action: 'Passwort wählen',
      outro: 'Dieser Link ist 1 Stunde gültig. Ist er abgelaufen, nutzen Sie „Passwort vergessen“ auf der Anmeldeseite mit dieser Adresse.',
    },
  },
  vi: {
    greeting: 'Xin chào {name},',
    signature: 'Đội ngũ PharmaLink',
    verify: {
      subject: 'Xác nhận địa chỉ email của bạn',
      intro: 'Chào mừng bạn đến với PharmaLink. Vui lòng xác nhận địa chỉ email để kích hoạt tài khoản.',
      action: 'Xác nhận địa chỉ email',
      outro: 'Liên kết này có hiệu lực trong 24 giờ. Nếu bạn không tạo tài khoản, hãy bỏ qua email này.',
    },
    reset: {
      subject: 'Đặt lại mật khẩu của bạn',
      intro: 'Có yêu cầu đặt lại mật khẩu cho tài khoản PharmaLink của bạn.',
      action: 'Chọn mật khẩu mới',
      outro: 'Liên kết này có hiệu lực trong 1 giờ. Nếu bạn không yêu cầu, hãy bỏ qua email này: mật khẩu của bạn không thay đổi.',
    },
    welcome: {
      subject: 'Tài khoản PharmaLink của bạn đã sẵn sàng',
      intro: 'Quản trị viên đã tạo một tài khoản PharmaLink cho bạn. Hãy chọn mật khẩu để đăng nhập.',
      action: 'Chọn mật khẩu',
      outro: 'Liên kết này có hiệu lực trong 1 giờ. Nếu đã hết hạn, hãy dùng “Quên mật khẩu” trên trang đăng nhập với địa chỉ này.',
    },
  },
  cn: {
    greeting: '{name}，您好：',
    signature: 'PharmaLink 团队',
    verify: {
      subject: '请确认您的电子邮箱地址',
      intro: '欢迎使用 PharmaLink。请确认您的电子邮箱地址以激活账户。',
      action: '确认我的电子邮箱',
      outro: '此链接 24 小时内有效。如果您没有创建账户，请忽略此邮件。',
    },
    reset: {
      subject: '重置您的密码',
      intro: '有人请求重置您的 PharmaLink 账户密码。',
      action: '设置新密码',
      outro: '此链接 1 小时内有效。如果不是您本人操作，请忽略此邮件，您的密码不会改变。',
    },
    welcome: {
      subject: '您的 PharmaLink 账户已就绪',
      intro: '管理员已为您创建了 PharmaLink 账户。请设置密码以登录。',
      action: '设置密码',
      outro: '此链接 1 小时内有效。如已过期，请在登录页使用此邮箱点击“忘记密码”。',
    },
  },
  ar: {
    greeting: 'مرحبًا {name}،',
    signature: 'فريق PharmaLink',
    verify: {
      subject: 'أكّد عنوان بريدك الإلكتروني',
      intro: 'مرحبًا بك في PharmaLink. يُرجى تأكيد عنوان بريدك الإلكتروني لتفعيل حسابك.',
      action: 'تأكيد بريدي الإلكتروني',
      outro: 'هذا الرابط صالح لمدة 24 ساعة. إذا لم تُنشئ حسابًا، فتجاهل هذه الرسالة.',
    },
    reset: {
      subject: 'إعادة تعيين كلمة المرور',
      intro: 'طلب أحدهم إعادة تعيين كلمة مرور حسابك في PharmaLink.',
      action: 'اختيار كلمة مرور جديدة',
      outro: 'هذا الرابط صالح لمدة ساعة واحدة. إذا لم تطلب ذلك، فتجاهل هذه الرسالة: ستبقى كلمة مرورك كما هي.',
    },
    welcome: {
      subject: 'حسابك على PharmaLink جاهز',
      intro: 'أنشأ أحد المشرفين حسابًا لك على PharmaLink. اختر كلمة المرور لتسجيل الدخول.',
      action: 'اختيار كلمة المرور',
      outro: 'هذا الرابط صالح لمدة ساعة واحدة. إذا انتهت صلاحيته، فاستخدم «نسيت كلمة المرور» في صفحة تسجيل الدخول بهذا العنوان.',
    },
  },
};
