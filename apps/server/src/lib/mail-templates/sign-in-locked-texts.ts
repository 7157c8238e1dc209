import type { Language } from '@pharmacy/shared/languages';

/** The notice sent once when repeated wrong passwords pause sign-in to an account (auth/sign-in-lockout.ts). */
export interface SignInLockedTexts {
  subject: string;
  hello: string;
  intro: string;
  action: string;
  outro: string;
}

export const SIGN_IN_LOCKED_TEXTS: Record<Language, SignInLockedTexts> = {
  en: {
    subject: 'Sign-in to your PharmaLink account was paused',
    hello: 'Hello,',
    intro:
      'Someone entered a wrong password for your PharmaLink account several times in a row, so we paused sign-in to it for a while. Your data is safe: nobody signed in.',
    action: 'Choose a new password',
    outro: 'If it was you, wait a few minutes and try again, or choose a new password. If it was not you, choosing a new password is a good idea.',
  },
  fr: {
    subject: 'La connexion à votre compte PharmaLink a été suspendue',
    hello: 'Bonjour,',
    intro:
      "Quelqu'un a saisi plusieurs fois de suite un mauvais mot de passe pour votre compte PharmaLink : nous avons donc suspendu la connexion pour un moment. Vos données sont en sécurité : personne ne s'est connecté.",
    action: 'Choisir un nouveau mot de passe',
    outro: "Si c'était vous, attendez quelques minutes puis réessayez, ou choisissez un nouveau mot de passe. Si ce n'était pas vous, il est conseillé d'en choisir un nouveau.",
  },
  nl: {
    subject: 'Aanmelden bij uw PharmaLink-account is gepauzeerd',
    hello: 'Hallo,',
    intro:
      'Iemand heeft meermaals na elkaar een verkeerd wachtwoord ingegeven voor uw PharmaLink-account. Daarom hebben we het aanmelden even gepauzeerd. Uw gegevens zijn veilig: niemand heeft zich aangemeld.',
    action: 'Een nieuw wachtwoord kiezen',
    outro: 'Was u het zelf, wacht dan enkele minuten en probeer opnieuw, of kies een nieuw wachtwoord. Was u het niet, dan is een nieuw wachtwoord kiezen een goed idee.',
  },
  de: {
    subject: 'Die Anmeldung bei Ihrem PharmaLink-Konto wurde pausiert',
    hello: 'Hallo,',
    intro:
      'Jemand hat für Ihr PharmaLink-Konto mehrmals hintereinander ein falsches Passwort eingegeben. Deshalb haben wir die Anmeldung eine Weile pausiert. Ihre Daten sind sicher: Niemand hat sich angemeldet.',
    action: 'Neues Passwort wählen',
    outro: 'Wenn Sie es waren, warten Sie einige Minuten und versuchen Sie es erneut, oder wählen Sie ein neues Passwort. Wenn nicht, ist ein neues Passwort eine gute Idee.',
  },
  vi: {
    subject: 'Việc đăng nhập vào tài khoản PharmaLink của bạn đã bị tạm dừng',
    hello: 'Xin chào,',
    intro:
      'Ai đó đã nhập sai mật khẩu cho tài khoản PharmaLink của bạn nhiều lần liên tiếp, vì vậy chúng tôi đã tạm dừng việc đăng nhập trong một thời gian. Dữ liệu của bạn vẫn an toàn: không ai đăng nhập được.',
    action: 'Chọn mật khẩu mới',
    outro: 'Nếu đó là bạn, hãy đợi vài phút rồi thử lại, hoặc chọn mật khẩu mới. Nếu không phải bạn, bạn nên chọn một mật khẩu mới.',
  },
  cn: {
    subject: '您的 PharmaLink 账户登录已暂停',
    hello: '您好，',
    intro: '有人连续多次为您的 PharmaLink 账户输入了错误的密码，因此我们暂时暂停了该账户的登录。您的数据是安全的：没有人登录成功。',
    action: '设置新密码',
    outro: '如果是您本人，请等待几分钟后重试，或设置新密码。如果不是您本人，建议您设置一个新密码。',
  },
  ar: {
    subject: 'تم إيقاف تسجيل الدخول إلى حسابك في PharmaLink مؤقتًا',
    hello: 'مرحبًا،',
    intro:
      'أدخل شخص ما كلمة مرور خاطئة لحسابك في PharmaLink عدة مرات متتالية، لذلك أوقفنا تسجيل الدخول إليه مؤقتًا. بياناتك في أمان: لم يسجّل أحد الدخول.',
    action: 'اختيار كلمة مرور جديدة',
    outro: 'إذا كنت أنت، فانتظر بضع دقائق ثم حاول مجددًا، أو اختر كلمة مرور جديدة. وإذا لم تكن أنت، فمن الأفضل اختيار كلمة مرور جديدة.',
  },
};
