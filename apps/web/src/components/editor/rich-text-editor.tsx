import { useEffect, useId } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { EditorToolbar } from './editor-toolbar';
import { richTextStyles } from './rich-text-styles';

export interface RichTextEditorProps {
  /** The starting HTML; later changes to it are not pushed into the editor (it owns the text while one types). */
  initialValue?: string;
  onChange: (html: string) => void;
  /** The editor's accessible name (there is no visible label above it). */
  label: string;
  placeholder?: string;
  error?: string;
  disabled?: boolean;
  minHeight?: number;
  /** Takes the focus when it appears, with the cursor at the start (a reply, above the quote) or the end. */
  autoFocus?: 'start' | 'end';
}

/**
 * The HTML with an empty paragraph after a last block that is not one (a reply's quote, a list). StarterKit's trailing
 * node would add it on the first transaction (the cursor placed by autofocus), which would be an edit nobody made: an
 * Undo step, and a change that asks to keep an untouched draft. A top-level paragraph is the only block whose HTML ends
 * with `</p>`.
 */
const withTrailingParagraph = (html: string) => (html === '' || /<\/p>\s*$/.test(html) ? html : `${html}<p></p>`);

/**
 * Rich text (Tiptap's StarterKit: paragraphs, bold, italic, underline, strike, lists, quotes, links, undo) with a toolbar.
 * Each paragraph takes its direction from its own text (`dir="auto"`, kept in the HTML), so Arabic and Latin lines sit
 * correctly side by side.
 * Heavy (ProseMirror): load it through lazy-rich-text-editor.tsx, never from a first page.
 */
export function RichTextEditor({
  initialValue = '',
  onChange,
  label,
  placeholder,
  error,
  disabled,
  minHeight = 200,
  autoFocus,
}: RichTextEditorProps) {
  const helperId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
      }),
    ],
    content: withTrailingParagraph(initialValue),
    textDirection: 'auto',
    editable: !disabled,
    autofocus: autoFocus ?? false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': helperId } : {}),
      },
    },
    // An editor holding nothing but an empty paragraph gives '' (no text), not its markup.
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const isEmpty = useEditorState({ editor, selector: ({ editor: e }) => e?.isEmpty ?? true });

  // Without an update: Tiptap's default would report the unchanged text as an edit (a draft nobody touched asked to be kept).
  useEffect(() => {
    if (editor && editor.isEditable === Boolean(disabled)) editor.setEditable(!disabled, false);
  }, [editor, disabled]);
  // The error changes after the editor was made: its attributes follow.
  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-label': label,
          ...(error ? { 'aria-invalid': 'true', 'aria-describedby': helperId } : {}),
        },
      },
    });
  }, [editor, error, label, helperId]);

  return (
    <Box>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          '&:focus-within': {
            borderColor: error ? 'error.main' : 'primary.main',
            boxShadow: (theme) => `0 0 0 1px ${error ? theme.palette.error.main : theme.palette.primary.main}`,
          },
        }}
      >
        {editor && <EditorToolbar editor={editor} disabled={disabled} />}
        <Box sx={{ position: 'relative' }}>
          {placeholder && isEmpty && (
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                insetInlineStart: 16,
                top: 12,
                color: 'text.disabled',
                pointerEvents: 'none',
                typography: 'body2',
              }}
            >
              {placeholder}
            </Box>
          )}
          <Box sx={[richTextStyles, { '& .ProseMirror': { minHeight, px: 2, py: 1.5, outline: 'none' } }]}>
            <EditorContent editor={editor} />
          </Box>
        </Box>
      </Box>
      {error && (
        <FormHelperText id={helperId} error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
