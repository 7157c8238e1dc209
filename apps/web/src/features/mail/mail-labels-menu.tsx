import { useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import LabelOutlinedIcon from '@mui/icons-material/LabelOutlined';
import { useTranslation } from '../../lib/translation';
import type { MailLabel, MailSummary } from '@pharmacy/shared/schemas/mail';
import { useUpdateMailFlags } from '../../api/mail-mutations';

/** Puts one's own labels on a mail or takes them off (each toggles at once). */
export function MailLabelsMenu({ mail, labels }: { mail: MailSummary; labels: readonly MailLabel[] }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const flags = useUpdateMailFlags();
  const custom = labels.filter((l) => l.type === 'custom');
  const toggle = (id: string) => {
    const labelIds = mail.labelIds.includes(id) ? mail.labelIds.filter((l) => l !== id) : [...mail.labelIds, id];
    flags.mutate({ id: mail.id, flags: { labelIds } });
  };
  return (
    <>
      <Tooltip title={t('mail.actions.labels')}>
        <IconButton
          aria-label={t('mail.actions.labels')}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <LabelOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {custom.length === 0 && <MenuItem disabled>{t('mail.labels.none')}</MenuItem>}
        {custom.map((label) => (
          <MenuItem
            key={label.id}
            onClick={() => toggle(label.id)}
            role="menuitemcheckbox"
            aria-checked={mail.labelIds.includes(label.id)}
          >
            <ListItemIcon>
              <Checkbox
                edge="start"
                size="small"
                tabIndex={-1}
                disableRipple
                checked={mail.labelIds.includes(label.id)}
                slotProps={{ input: { 'aria-hidden': true } }}
              />
            </ListItemIcon>
            <Box
              component="span"
              sx={{
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: label.color ?? 'text.disabled',
                marginInlineEnd: 1,
              }}
            />
            <ListItemText primary={label.name} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
