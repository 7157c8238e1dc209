/**
 * The blog's dashboard pages (issue 18): /dashboard/blog and /posts list the writer's posts; /new and /post/:title
 * (the post's id) are one editor page, so a new post keeps its editor when it gets its own address.
 */
export { ManagePostsPage as BlogPostsPage } from '../../../features/blog-manage/manage-posts-page';
export {
  PostEditorPage as BlogNewPage,
  PostEditorPage as BlogPostPage,
} from '../../../features/blog-manage/post-editor-page';
