import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/translation';
import type { BlogManagedPost } from '@pharmacy/shared/schemas/blog';
import { createBlogPost, deleteBlogPost, updateBlogPost, useRefreshBlog } from '../../api/blog';
import { LazyRichTextEditor } from '../../components/editor/lazy-rich-text-editor';
import { SanitisedHtml } from '../../components/editor/sanitised-html';
import { ConfirmDialog } from '../../components/feedback/confirm-dialog';
import { paths } from '../../config/paths';
import { applyServerFieldErrors, errorMessage, translateFieldMessage } from '../../lib/api-errors';
import { useAuth } from '../../lib/auth/use-auth';
import { toLanguage } from '../../lib/language-tags';
import { CommentModeration } from './comment-moderation';
import { CoverField } from './cover-field';
import { PostFields } from './post-fields';
import { POST_FIELDS, TAG_FIELD_MAP, toFormValues, toInput, type PostFormValues } from './post-form-values';
import { PublishPanel } from './publish-panel';
import { SaveIndicator } from './save-indicator';
import { useAutosave } from './use-autosave';

export interface PostEditorProps {
  /** The saved post; none for a new one (created on the first save). */
  initial?: BlogManagedPost;
  onCreated: (post: BlogManagedPost) => void;
}

/** Writing a post: its fields and body saved as one types, a preview of what readers get, publishing, cover, comments. */
export function PostEditor({ initial, onCreated }: PostEditorProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const isAdmin = useAuth().user?.role === 'admin';
  const refresh = useRefreshBlog();
  const [post, setPost] = useState(initial);
  // The latest post for callbacks that finish after other saves (a cover uploaded while a draft was first saved).
  const postRef = useRef(initial);
  const [saveError, setSaveError] = useState<unknown>(null);
  const [view, setView] = useState<'write' | 'preview'>('write');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const idRef = useRef(initial?.id ?? null);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const form = useForm<PostFormValues>({ defaultValues: toFormValues(initial, toLanguage(i18n.language)) });

  const changePost = useCallback(
    (next: BlogManagedPost) => {
      postRef.current = next;
      setPost(next);
      refresh(next);
    },
    [refresh],
  );

  const save = useCallback(async () => {
    const input = toInput(form.getValues(), isAdmin);
    try {
      const id = idRef.current;
      const answer = id ? await updateBlogPost(id, input) : await createBlogPost(input);
      if (!id) {
        idRef.current = answer.post.id;
        // A last save as the writer leaves must not pull them back to the editor.
        if (mounted.current) onCreated(answer.post);
      }
      form.clearErrors();
      setSaveError(null);
      changePost(answer.post);
      return true;
    } catch (error) {
      // What was typed stays in the fields; the message goes beside the field the server named.
      if (!applyServerFieldErrors(error, form.setError, POST_FIELDS, TAG_FIELD_MAP)) setSaveError(error);
      return false;
    }
  }, [form, isAdmin, onCreated, changePost]);
  const autosave = useAutosave(save);

  useEffect(() => {
    const subscription = form.watch(() => autosave.changed());
    return () => subscription.unsubscribe();
  }, [form, autosave.changed]);

  /** Saves what is pending and gives the post's id (null when it could not be saved). */
  const ensureId = useCallback(async () => {
    if (!idRef.current) autosave.changed();
    // A failed save (a field the server refused) stops the action: the writer sees why beside the field.
    const ok = await autosave.flush();
    return ok ? idRef.current : null;
  }, [autosave]);

  const remove = async () => {
    if (!idRef.current) return;
    setDeleting(true);
    autosave.discard();
    try {
      await deleteBlogPost(idRef.current);
      refresh();
      navigate(paths.dashboard.blog.posts, { replace: true });
    } catch (error) {
      setSaveError(error);
      setConfirmDelete(false);
    } finally {
      setDeleting(false);
    }
  };
  const bodyError = translateFieldMessage(t, form.formState.errors.bodyHtml?.message);

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2.5}>
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
            >
              <Tabs
                value={view}
                onChange={(_, next: 'write' | 'preview') => {
                  if (next === 'preview') void autosave.flush();
                  setView(next);
                }}
                aria-label={t('blog.editor.views')}
              >
                <Tab value="write" label={t('blog.editor.write')} />
                <Tab value="preview" label={t('blog.editor.preview')} />
              </Tabs>
              <SaveIndicator state={autosave.state} />
            </Stack>
            {Boolean(saveError) && <Alert severity="error">{errorMessage(t, saveError)}</Alert>}
            {view === 'write' ? (
              <>
                <PostFields form={form} isAdmin={isAdmin} />
                <LazyRichTextEditor
                  label={t('blog.editor.body')}
                  placeholder={t('blog.editor.bodyPlaceholder')}
                  initialValue={form.getValues('bodyHtml')}
                  onChange={(html) => form.setValue('bodyHtml', html, { shouldDirty: true })}
                  error={bodyError}
                  minHeight={320}
                />
              </>
            ) : (
              <Stack spacing={2}>
                <Typography variant="h4" component="p" dir="auto" sx={{ textAlign: 'start' }}>
                  {post?.title || t('blog.untitled')}
                </Typography>
                {post?.bodyHtml ? (
                  <SanitisedHtml html={post.bodyHtml} />
                ) : (
                  <Typography sx={{ color: 'text.secondary' }}>{t('blog.editor.previewEmpty')}</Typography>
                )}
              </Stack>
            )}
          </Stack>
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <PublishPanel post={post} ensureId={ensureId} onChange={changePost} />
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <CoverField
              coverUrl={post?.coverUrl ?? null}
              ensureId={ensureId}
              onChange={(coverUrl) => postRef.current && changePost({ ...postRef.current, coverUrl })}
            />
          </Paper>
          {post && (
            <>
              <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
                <CommentModeration postId={post.id} />
              </Paper>
              <Button color="error" variant="outlined" onClick={() => setConfirmDelete(true)}>
                {t('blog.editor.delete')}
              </Button>
            </>
          )}
        </Stack>
      </Grid>
      {confirmDelete && (
        <ConfirmDialog
          title={t('blog.editor.deleteTitle')}
          text={t('blog.editor.deleteText')}
          confirm={t('blog.editor.delete')}
          loading={deleting}
          onConfirm={() => void remove()}
          onClose={() => setConfirmDelete(false)}
        />
      )}
    </Grid>
  );
}
