import { Type, type Static } from '@sinclair/typebox';
import { Envelope } from './common.js';

/** A blog post. `body` is HTML sanitised by the server on write. */
export const Blog = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  subTitle: Type.String(),
  /** Image path. */
  url: Type.String(),
  body: Type.String(),
  createAt: Type.String(),
  modifyAt: Type.String(),
  /** The ids of the post's tags (a post can carry several). */
  blogTagId: Type.Array(Type.String()),
  /** The id of the post's blog type. */
  blogTypeId: Type.String(),
});
export type Blog = Static<typeof Blog>;

export const BlogType = Type.Object({ _id: Type.String(), name: Type.String(), url: Type.String() });
export type BlogType = Static<typeof BlogType>;

export const BlogTag = Type.Object({ _id: Type.String(), name: Type.String() });
export type BlogTag = Static<typeof BlogTag>;

/** POST /blog/get_blog_by_blog_type: `blogType` is a blog type's _id. */
export const BlogByTypeBody = Type.Object({ blogType: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });
export type BlogByTypeBody = Static<typeof BlogByTypeBody>;

/** Path of /blog/get_blog_by_blog_id/{blogId} and /blog_tag/get_blog_tag_data_by_blog_id/{blogId}. */
export const BlogIdParams = Type.Object({ blogId: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false });
export type BlogIdParams = Static<typeof BlogIdParams>;

/** Lists are newest first. */
export const BlogList = Envelope(Type.Array(Blog));
export type BlogList = Static<typeof BlogList>;
/** POST /blog/get_blog_by_blog_id/{blogId}: the post, or 404 for an unknown id. */
export const BlogOne = Envelope(Blog);
export type BlogOne = Static<typeof BlogOne>;
export const BlogTypeList = Envelope(Type.Array(BlogType));
export type BlogTypeList = Static<typeof BlogTypeList>;
export const BlogTagList = Envelope(Type.Array(BlogTag));
export type BlogTagList = Static<typeof BlogTagList>;
