import { formData } from '../../api/client';
import { blogTypeApi, type BlogType } from '../../contract/blog';
import { crudCalls } from '../../dataProvider/crud';

export type BlogTypeRecord = BlogType & { id: string };

/** /admin_blog_type: the dialogs hold the name and, when chosen, a picture (optional on edit); delete is refused with 404 while a blog is listed under it. */
export const blogTypeCalls = crudCalls<BlogType>(blogTypeApi, (input) => formData({ name: input.name as string, image: input.image as File | null }), ['name']);
