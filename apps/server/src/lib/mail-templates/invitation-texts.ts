import type { Language } from '@pharmacy/shared/languages';

/** `{inviter}`, `{pharmacy}` and `{days}` are filled in by invitation.ts. */
export interface InvitationTexts {
  subject: string;
  hello: string;
  intro: string;
  action: string;
  outro: string;
}

export const INVITATION_TEXTS: Record<Language, InvitationTexts> = {
  en: {
    subject: 'Join {pharmacy} on PharmaLink',
    hello: 'Hello,',
    intro: '{inviter} invites you to join the team of {pharmacy} on PharmaLink.',
    action: 'Accept the invitation',
    outro: 'This invitation is valid for {days} days. If you did not expect it, you can ignore this e-mail.',
  },
  fr: {
    subject: 'Rejoignez {pharmacy} sur PharmaLink',
    hello: 'Bonjour,',
    intro: "{inviter} vous invite à rejoindre l'équipe de {pharmacy} sur PharmaLink.",
    action: "Accepter l'invitation",
    outro: "Cette invitation est valable {days} jours. Si vous ne l'attendiez pas, vous pouvez ignorer cet e-mail.",
  },
  nl: {
    subject: 'Word lid van {pharmacy} op PharmaLink',
    hello: 'Hallo,',
    intro: '{inviter} nodigt u uit om lid te worden van het team van {pharmacy} op PharmaLink.',
    action: 'De uitnodiging aanvaarden',
    outro: 'Deze uitnodiging is {days} dagen geldig. Verwachtte u ze niet, dan mag u deze e-mail negeren.',
  },
  de: {
    subject: 'Treten Sie {pharmacy} auf PharmaLink bei',
    hello: 'Hallo,',
    intro: '{inviter} lädt Sie ein, dem Team von {pharmacy} auf PharmaLink beizutreten.',
    action: 'Einladung annehmen',
    outro: 'Diese Einladung ist {days} Tage gültig. Wenn Sie sie nicht erwartet haben, ignorieren Sie diese E-Mail.',
  },
  vi: {
    subject: 'Tham gia {pharmacy} trên PharmaLink',
    hello: 'Xin chào,',
    intro: '{inviter} mời bạn tham gia đội ngũ của {pharmacy} trên PharmaLink.',
    action: 'Chấp nhận lời mời',
    outro: 'Lời mời này có hiệu lực trong {days} ngày. Nếu bạn không mong đợi nó, bạn có thể bỏ qua e-mail này.',
  },
  cn: {
    subject: '加入 PharmaLink 上的 {pharmacy}',
    hello: '您好，',
    intro: '{inviter} 邀请您加入 PharmaLink 上 {pharmacy} 的团队。',
    action: '接受邀请',
    outro: '此邀请在 {days} 天内有效。如果您没有预料到此邀请，可以忽略这封邮件。',
  },
  ar: {
    subject: 'انضم إلى {pharmacy} على PharmaLink',
    hello: 'مرحبًا،',
    intro: 'يدعوك {inviter} للانضمام إلى فريق {pharmacy} على PharmaLink.',
    action: 'قبول الدعوة',
    outro: 'هذه الدعوة صالحة لمدة {days} يومًا. إذا لم تكن تتوقعها، يمكنك تجاهل هذا البريد الإلكتروني.',
  },
};
