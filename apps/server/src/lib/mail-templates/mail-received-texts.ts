import type { Language } from '@pharmacy/shared/languages';

/** The e-mail copy of an in-app mail: who wrote, never what (the words may be health data); a link to read it. */
export interface MailReceivedTexts {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

export const MAIL_RECEIVED_TEXTS: Record<Language, MailReceivedTexts> = {
  en: {
    subject: 'New message from {sender} on PharmaLink',
    intro: '{sender} wrote to you in your PharmaLink mailbox.',
    action: 'Read the message',
    outro: 'You receive this e-mail because your notification settings ask for it; you can turn it off there.',
  },
  fr: {
    subject: 'Nouveau message de {sender} sur PharmaLink',
    intro: '{sender} vous a écrit dans votre messagerie PharmaLink.',
    action: 'Lire le message',
    outro: 'Vous recevez cet e-mail parce que vos préférences de notification le demandent ; vous pouvez le désactiver à cet endroit.',
  },
  nl: {
    subject: 'Nieuw bericht van {sender} op PharmaLink',
    intro: '{sender} heeft u geschreven in uw PharmaLink-postvak.',
    action: 'Het bericht lezen',
    outro: 'U ontvangt deze e-mail omdat uw meldingsinstellingen erom vragen; u kunt hem daar uitschakelen.',
  },
  de: {
    subject: 'Neue Nachricht von {sender} auf PharmaLink',
    intro: '{sender} hat Ihnen in Ihrem PharmaLink-Postfach geschrieben.',
    action: 'Nachricht lesen',
    outro: 'Sie erhalten diese E-Mail, weil Ihre Benachrichtigungseinstellungen es so vorsehen; Sie können sie dort abschalten.',
  },
  ar: {
    subject: 'رسالة جديدة من {sender} على PharmaLink',
    intro: 'كتب إليك {sender} في صندوق بريدك على PharmaLink.',
    action: 'اقرأ الرسالة',
    outro: 'تصلك هذه الرسالة لأن إعدادات الإشعارات لديك تطلب ذلك؛ يمكنك إيقافها من هناك.',
  },
  cn: {
    subject: '{sender} 在 PharmaLink 上给您发来新消息',
    intro: '{sender} 在您的 PharmaLink 邮箱中给您写了信。',
    action: '阅读消息',
    outro: '您收到此邮件是因为您的通知设置要求这样做；您可以在那里关闭它。',
  },
  vi: {
    subject: 'Tin nhắn mới từ {sender} trên PharmaLink',
    intro: '{sender} đã viết cho bạn trong hộp thư PharmaLink của bạn.',
    action: 'Đọc tin nhắn',
    outro: 'Bạn nhận được email này vì cài đặt thông báo của bạn yêu cầu; bạn có thể tắt nó ở đó.',
  },
};
