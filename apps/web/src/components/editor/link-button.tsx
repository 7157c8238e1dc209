import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import LinkIcon from '@mui/icons-material/Link';
import { useEditorState, type Editor } from '@tiptap/react';
import { useTranslation } from '../../lib/translation';

/** An address as typed ("example.be") becomes a web address; only http(s) and mailto are offered. */
export function normaliseLink(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  if (/^(https?:|mailto:)/i.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  return `https://${value}`;
}

/** Adds, changes or removes the link on the selected text, in a small popover instead of the browser's prompt. */
export function LinkButton({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const active = useEditorState({ editor, selector: ({ editor: e }) => e.isActive('link') });

  const open = (target: HTMLElement) => {
    setValue((editor.getAttributes('link').href as string | undefined) ?? '');
    setInvalid(false);
    setAnchor(target);
  };
  const close = () => {
    setAnchor(null);
    editor.commands.focus();
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!value.trim()) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      setAnchor(null);
      return;
    }
    const href = normaliseLink(value);
    if (!href) {
      setInvalid(true);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    setAnchor(null);
  };

  return (
    <>
      <Tooltip title={t('editor.link')} disableInteractive>
        <span>
          <IconButton
            size="small"
            aria-label={t('editor.link')}
            aria-pressed={active}
            aria-haspopup="dialog"
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={(event) => open(event.currentTarget)}
            sx={{
              borderRadius: 1,
              color: active ? 'primary.main' : 'text.secondary',
              bgcolor: active ? 'action.selected' : undefined,
            }}
          >
            <LinkIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box
          component="form"
          onSubmit={apply}
          sx={{ p: 2, width: 320, maxWidth: '90vw' }}
          aria-label={t('editor.link')}
        >
          <TextField
            autoFocus
            fullWidth
            size="small"
            label={t('editor.linkAddress')}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            error={invalid}
            helperText={invalid ? t('editor.linkInvalid') : undefined}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'url' } }}
          />
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
            {active && (
              <Button
                color="inherit"
                onClick={() => {
                  editor.chain().focus().extendMarkRange('link').unsetLink().run();
                  setAnchor(null);
                }}
              >
                {t('editor.unlink')}
              </Button>
            )}
            <Button type="submit" variant="contained">
              {t('editor.apply')}
            </Button>
          </Stack>
        </Box>
      </Popover>
    </>
  );
}
