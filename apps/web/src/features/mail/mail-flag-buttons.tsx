import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import LabelImportantIcon from '@mui/icons-material/LabelImportant';
import LabelImportantOutlinedIcon from '@mui/icons-material/LabelImportantOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { useTranslation } from '../../lib/translation';
import type { MailSummary } from '@pharmacy/shared/schemas/mail';
import { useUpdateMailFlags } from '../../api/mail-mutations';

export interface MailFlagButtonsProps {
  mail: Pick<MailSummary, 'id' | 'isStarred' | 'isImportant'>;
  size?: 'small' | 'medium';
}

/** Star and important, as toggle buttons that change at once (the server's answer follows). */
export function MailFlagButtons({ mail, size = 'small' }: MailFlagButtonsProps) {
  const { t } = useTranslation();
  const flags = useUpdateMailFlags();
  const toggle = (flag: 'isStarred' | 'isImportant') => flags.mutate({ id: mail.id, flags: { [flag]: !mail[flag] } });
  return (
    <>
      <Tooltip title={t('mail.actions.star')} disableInteractive>
        <IconButton
          size={size}
          aria-label={t('mail.actions.star')}
          aria-pressed={mail.isStarred}
          onClick={(event) => {
            event.stopPropagation();
            toggle('isStarred');
          }}
          sx={{ color: mail.isStarred ? 'warning.main' : 'text.disabled' }}
        >
          {mail.isStarred ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      <Tooltip title={t('mail.actions.important')} disableInteractive>
        <IconButton
          size={size}
          aria-label={t('mail.actions.important')}
          aria-pressed={mail.isImportant}
          onClick={(event) => {
            event.stopPropagation();
            toggle('isImportant');
          }}
          sx={{
            color: mail.isImportant ? 'warning.dark' : 'text.disabled',
            '[dir="rtl"] &': { transform: 'scaleX(-1)' },
          }}
        >
          {mail.isImportant ? <LabelImportantIcon fontSize="small" /> : <LabelImportantOutlinedIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
    </>
  );
}
