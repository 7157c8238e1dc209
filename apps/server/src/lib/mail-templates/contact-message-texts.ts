import type { Language } from '@pharmacy/shared/languages';

/** The platform's copy of a contact form message (to CONTACT_EMAIL): who wrote, about what, and the words. */
export interface ContactMessageTexts {
  subject: string;
  intro: string;
  name: string;
  email: string;
  account: string;
  anonymous: string;
  topic: string;
  outro: string;
}

export const CONTACT_MESSAGE_TEXTS: Record<Language, ContactMessageTexts> = {
  en: {
    subject: 'Contact form: {subject}',
    intro: 'A message came in through the PharmaLink contact form.',
    name: 'Name',
    email: 'E-mail',
    account: 'Account',
    anonymous: 'not signed in',
    topic: 'Subject',
    outro: 'Reply to this e-mail to answer {email}. The message is also in the admins’ PharmaLink mailbox.',
  },
  fr: {
    subject: 'Formulaire de contact : {subject}',
    intro: 'Un message est arrivé par le formulaire de contact de PharmaLink.',
    name: 'Nom',
    email: 'E-mail',
    account: 'Compte',
    anonymous: 'non connecté',
    topic: 'Sujet',
    outro:
      'Répondez à cet e-mail pour écrire à {email}. Le message se trouve aussi dans la messagerie PharmaLink des administrateurs.',
  },
  nl: {
    subject: 'Contactformulier: {subject}',
    intro: 'Er is een bericht binnengekomen via het contactformulier van PharmaLink.',
    name: 'Naam',
    email: 'E-mail',
    account: 'Account',
    anonymous: 'niet aangemeld',
    topic: 'Onderwerp',
    outro:
      'Beantwoord deze e-mail om {email} te antwoorden. Het bericht staat ook in het PharmaLink-postvak van de beheerders.',
  },
  de: {
    subject: 'Kontaktformular: {subject}',
    intro: 'Über das Kontaktformular von PharmaLink ist eine Nachricht eingegangen.',
    name: 'Name',
    email: 'E-Mail',
    account: 'Konto',
    anonymous: 'nicht angemeldet',
    topic: 'Betreff',
    outro:
      'Antworten Sie auf diese E-Mail, um {email} zu antworten. Die Nachricht liegt auch im PharmaLink-Postfach der Administratoren.',
  },
  ar: {
    subject: 'نموذج الاتصال: {subject}',
    intro: 'وصلت رسالة عبر نموذج الاتصال في PharmaLink.',
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    account: 'الحساب',
    anonymous: 'غير مسجَّل الدخول',
    topic: 'الموضوع',
    outro: 'ردّ على هذه الرسالة للإجابة على {email}. الرسالة موجودة أيضًا في صندوق بريد المشرفين على PharmaLink.',
  },
  cn: {
    subject: '联系表单：{subject}',
    intro: '通过 PharmaLink 联系表单收到一条消息。',
    name: '姓名',
    email: '电子邮件',
    account: '账户',
    anonymous: '未登录',
    topic: '主题',
    outro: '回复此邮件即可答复 {email}。该消息也在管理员的 PharmaLink 邮箱中。',
  },
  vi: {
    subject: 'Biểu mẫu liên hệ: {subject}',
    intro: 'Có một tin nhắn gửi đến qua biểu mẫu liên hệ của PharmaLink.',
    name: 'Họ tên',
    email: 'Email',
    account: 'Tài khoản',
    anonymous: 'chưa đăng nhập',
    topic: 'Chủ đề',
    outro: 'Trả lời email này để phản hồi {email}. Tin nhắn cũng có trong hộp thư PharmaLink của quản trị viên.',
  },
};
