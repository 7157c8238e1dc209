import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { RichTextEditorProps } from './rich-text-editor';

/** Tiptap and ProseMirror arrive only when someone starts writing (about 100 KiB gzip kept out of every other page). */
const RichTextEditor = lazy(() => import('./rich-text-editor').then((m) => ({ default: m.RichTextEditor })));

function EditorSkeleton({ minHeight = 200 }: { minHeight?: number }) {
  return (
    <Box role="status" aria-busy="true" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
      <Skeleton variant="rounded" height={32} />
      <Skeleton variant="rounded" height={minHeight} sx={{ mt: 1 }} />
    </Box>
  );
}

/** The rich-text editor, fetched on first use with a skeleton of its size meanwhile. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorSkeleton minHeight={props.minHeight} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}
