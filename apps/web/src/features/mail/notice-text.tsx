import { Trans, useTranslation } from '../../lib/translation';
import type { TFunction } from '../../lib/translator';
import type { MailSummary } from '@pharmacy/shared/schemas/mail';

type Notice = NonNullable<MailSummary['notice']>;

/** Codes stay left-to-right inside right-to-left text. */
const components = { ref: <bdi dir="ltr" /> };

/** A role arrives as its code; the title names it in the reader's language. */
function values(t: TFunction, params: Notice['params']) {
  return typeof params.role === 'string' ? { ...params, role: t(`auth.roleNames.${params.role}`) } : params;
}

/** A notice's subject: the bell's text for its kind (`notifications.kinds.*`), in the reader's language. */
export function NoticeTitle({ notice }: { notice: Notice }) {
  const { t, i18n } = useTranslation();
  const key = `notifications.kinds.${notice.kind}`;
  if (!i18n.exists(key)) return <>{t('notifications.unknown')}</>;
  return <Trans i18nKey={key} values={values(t, notice.params)} components={components} />;
}

/** The lines under the title: the pharmacy, the reason, what the admin wrote, how to accept an invitation. */
export function noticeDetails(t: TFunction, notice: Notice): string[] {
  const { params } = notice;
  return [
    typeof params.pharmacy === 'string' && params.pharmacy !== '' ? params.pharmacy : null,
    params.reason !== undefined && params.reason !== ''
      ? t('notifications.reason', { reason: String(params.reason) })
      : null,
    typeof params.message === 'string' && params.message !== ''
      ? t('notifications.message', { message: params.message })
      : null,
    notice.kind === 'pharmacy.invited' ? t('notifications.invitationHint') : null,
  ].filter((line): line is string => line !== null);
}
