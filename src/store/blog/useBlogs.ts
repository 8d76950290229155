import { blogApi, blogTagApi, blogTypeApi, type Blog, type BlogTag, type BlogType } from '../../contract/blog';
import { useResult } from '../useApi';

export function useBlogTypes() {
  return useResult<BlogType[]>(blogTypeApi.list);
}

/** The posts of one blog type (by its _id), newest first. */
export function useBlogsOfType(blogType: string | undefined) {
  return useResult<Blog[]>(blogType ? blogApi.byType : null, { body: { blogType } });
}

/** One post; the call answers 404 for an unknown id. */
export function useBlog(blogId: string | undefined) {
  return useResult<Blog>(blogId ? blogApi.byId : null, { params: { blogId: blogId ?? '' } });
}

export function useBlogTags(blogId: string | undefined) {
  return useResult<BlogTag[]>(blogId ? blogTagApi.byBlog : null, { params: { blogId: blogId ?? '' } });
}
