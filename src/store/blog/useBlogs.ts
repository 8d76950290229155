import type { Blog, BlogTag, BlogType } from '../../contract/blog';
import { useResult } from '../useApi';

export function useBlogTypes() {
  return useResult<BlogType[]>('/blog_type/get_blog_type_all');
}

/** The posts of one blog type (by its _id), newest first. */
export function useBlogsOfType(blogType: string | undefined) {
  return useResult<Blog[]>(blogType ? '/blog/get_blog_by_blog_type' : null, { blogType });
}

/** One post; the call answers 404 for an unknown id. */
export function useBlog(blogId: string | undefined) {
  return useResult<Blog>(blogId ? `/blog/get_blog_by_blog_id/${encodeURIComponent(blogId)}` : null, {});
}

export function useBlogTags(blogId: string | undefined) {
  return useResult<BlogTag[]>(blogId ? `/blog_tag/get_blog_tag_data_by_blog_id/${encodeURIComponent(blogId)}` : null, {});
}
