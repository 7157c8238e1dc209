import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatStrikethroughIcon from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import { useEditorState, type Editor } from '@tiptap/react';
import { useTranslation } from '../../lib/translation';
import { LinkButton } from './link-button';

export interface EditorToolbarProps {
  editor: Editor;
  disabled?: boolean;
}

/** Icons that point one way (lists, undo, redo) are mirrored in right-to-left text. */
const mirrored = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;

interface ToolProps {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function Tool({ label, active, disabled, onClick, children }: ToolProps) {
  return (
    <Tooltip title={label} disableInteractive>
      {/* The span lets the tooltip work on a disabled button. */}
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active === undefined ? undefined : active}
          disabled={disabled}
          // Keeps the editor's selection: a click on the toolbar must not take the focus away first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClick}
          sx={{
            borderRadius: 1,
            color: active ? 'primary.main' : 'text.secondary',
            bgcolor: active ? 'action.selected' : undefined,
          }}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** Bold, italic, underline, strike, lists, quote, link, undo and redo: each says whether it is on (aria-pressed). */
export function EditorToolbar({ editor, disabled }: EditorToolbarProps) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <Box
      role="toolbar"
      aria-label={t('editor.toolbar')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.25,
        px: 1,
        py: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Tool label={t('editor.bold')} active={state.bold} disabled={disabled} onClick={() => chain().toggleBold().run()}>
        <FormatBoldIcon fontSize="small" />
      </Tool>
      <Tool
        label={t('editor.italic')}
        active={state.italic}
        disabled={disabled}
        onClick={() => chain().toggleItalic().run()}
      >
        <FormatItalicIcon fontSize="small" />
      </Tool>
      <Tool
        label={t('editor.underline')}
        active={state.underline}
        disabled={disabled}
        onClick={() => chain().toggleUnderline().run()}
      >
        <FormatUnderlinedIcon fontSize="small" />
      </Tool>
      <Tool
        label={t('editor.strike')}
        active={state.strike}
        disabled={disabled}
        onClick={() => chain().toggleStrike().run()}
      >
        <FormatStrikethroughIcon fontSize="small" />
      </Tool>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5, display: { xs: 'none', sm: 'block' } }} />
      <Tool
        label={t('editor.bulletList')}
        active={state.bulletList}
        disabled={disabled}
        onClick={() => chain().toggleBulletList().run()}
      >
        <FormatListBulletedIcon fontSize="small" sx={mirrored} />
      </Tool>
      <Tool
        label={t('editor.orderedList')}
        active={state.orderedList}
        disabled={disabled}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumberedIcon fontSize="small" sx={mirrored} />
      </Tool>
      <Tool
        label={t('editor.blockquote')}
        active={state.blockquote}
        disabled={disabled}
        onClick={() => chain().toggleBlockquote().run()}
      >
        <FormatQuoteIcon fontSize="small" />
      </Tool>
      <LinkButton editor={editor} disabled={disabled} />
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5, display: { xs: 'none', sm: 'block' } }} />
      <Tool label={t('editor.undo')} disabled={disabled || !state.canUndo} onClick={() => chain().undo().run()}>
        <UndoIcon fontSize="small" sx={mirrored} />
      </Tool>
      <Tool label={t('editor.redo')} disabled={disabled || !state.canRedo} onClick={() => chain().redo().run()}>
        <RedoIcon fontSize="small" sx={mirrored} />
      </Tool>
    </Box>
  );
}
