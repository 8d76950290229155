import { Type, type Static } from '@sinclair/typebox';
import { call } from './call.js';
import { EditVersion, EditVersionField, Envelope, errorResponses, IdParams, MessageBody, OrderBody, RecordVersion, Text } from './common.js';
import { DateRange, ListQuery, ListQueryWith, PlacedFields, WithTotal } from './listQuery.js';

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
  /** The id of the post's first blog type (kept for clients that read one type). */
  blogTypeId: Type.String(),
  /** The ids of every blog type the post is listed under (a post can be under several); `blogTypeId` is among them. */
  blogTypeIds: Type.Array(Type.String()),
  version: RecordVersion,
});
export type Blog = Static<typeof Blog>;

export const BlogType = Type.Object({ _id: Type.String(), name: Type.String(), url: Type.String(), version: RecordVersion });
export type BlogType = Static<typeof BlogType>;

export const BlogTag = Type.Object({ _id: Type.String(), name: Type.String(), version: RecordVersion });
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
/**
 * GET /blog/get_blog_all: every post in the blog's order; with `page` (issue 17 §1) one page of them,
 * searched, sorted and cut to the days they were written in, each post with its place in that order.
 */
export const BlogListQuery = ListQueryWith({ ...DateRange });
export type BlogListQuery = Static<typeof BlogListQuery>;
export const BlogListAll = WithTotal(Envelope(Type.Array(Type.Composite([Blog, PlacedFields]))));
/** Fields the Blog screen's search looks in. */
export const BLOG_SEARCH = ['title', 'subTitle'] as const;
/** POST /blog/get_blog_by_blog_id/{blogId}: the post, or 404 for an unknown id. */
export const BlogOne = Envelope(Blog);
export type BlogOne = Static<typeof BlogOne>;
export const BlogTypeList = Envelope(Type.Array(BlogType));
export type BlogTypeList = Static<typeof BlogTypeList>;
export const BlogTagList = Envelope(Type.Array(BlogTag));
export type BlogTagList = Static<typeof BlogTagList>;

export const BlogTagOne = Envelope(BlogTag);
export type BlogTagOne = Static<typeof BlogTagOne>;
export const BlogTypeOne = Envelope(BlogType);
export type BlogTypeOne = Static<typeof BlogTypeOne>;

/** The largest body (HTML) a post may have. */
const BLOG_BODY_MAX = 100_000;

/** One id, or several when a multi-select sends the field once per choice (multipart repeats it). */
const Ids = Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 50 })]);

/**
 * Multipart text fields of add_new_blog and update_blog_by_id; the file field is `image` (required on
 * add, optional on edit). `body` is HTML, sanitised by the server before it is stored.
 */
const blogFields = { title: Text(200), subTitle: Text(300), body: Text(BLOG_BODY_MAX), blogTagId: Ids, blogTypeId: Ids };
export const BlogFields = Type.Object(blogFields, { additionalProperties: false });
export type BlogFields = Static<typeof BlogFields>;
/** A post's edit: also the `version` it was based on (issue 20 §1.4). */
export const BlogEditFields = Type.Object({ ...blogFields, version: EditVersionField }, { additionalProperties: false });

/** JSON body of add_new_blog_tag and update_blog_tag_by_id. */
export const BlogTagFields = Type.Object({ name: Text(120) }, { additionalProperties: false });
export type BlogTagFields = Static<typeof BlogTagFields>;
/** A tag's rename: also the `version` it was based on (optional, see EditVersion). */
export const BlogTagEditBody = Type.Object({ name: Text(120), version: EditVersion }, { additionalProperties: false });

/** Multipart text fields of add_new_blog_type and update_blog_type_by_id; the file field is `image`. */
export const BlogTypeFields = Type.Object({ name: Text(120) }, { additionalProperties: false });
export type BlogTypeFields = Static<typeof BlogTypeFields>;
/** A blog type's edit: also the `version` it was based on (optional, see EditVersion). */
export const BlogTypeEditFields = Type.Object({ name: Text(120), version: EditVersionField }, { additionalProperties: false });

/** The blog calls: the public reads (all posts, a type's posts, one post), and the Blog screen's add, edit and delete. */
export const blogApi = {
  list: call({ method: 'GET', path: '/blog/get_blog_all', guard: 'public', cached: true, schema: { querystring: BlogListQuery, response: { 200: BlogListAll, ...errorResponses } } }),
  byType: call({ method: 'POST', path: '/blog/get_blog_by_blog_type', guard: 'public', cached: true, schema: { body: BlogByTypeBody, response: { 200: BlogList, ...errorResponses } } }),
  byId: call({ method: 'POST', path: '/blog/get_blog_by_blog_id/:blogId', guard: 'public', cached: true, schema: { params: BlogIdParams, response: { 200: BlogOne, ...errorResponses } } }),
  add: call({
    method: 'POST',
    path: '/blog/add_new_blog',
    guard: 'admin',
    schema: { consumes: ['multipart/form-data'], form: { fields: BlogFields, files: { image: 'required' } }, response: { 201: BlogOne, ...errorResponses } },
  }),
  update: call({
    method: 'POST',
    path: '/blog/update_blog_by_id/:id',
    guard: 'admin',
    schema: { consumes: ['multipart/form-data'], form: { fields: BlogEditFields, files: { image: 'optional' } }, params: IdParams, response: { 200: BlogOne, ...errorResponses } },
  }),
  delete: call({ method: 'DELETE', path: '/blog/delete_blog/:id', guard: 'admin', schema: { params: IdParams, response: { 200: MessageBody, ...errorResponses } } }),
  /** Puts every blog post in order: body.ids names each once, first shown first (issue 17 §5). */
  reorder: call({ method: 'POST', path: '/blog/update_blog_order', guard: 'admin', schema: { body: OrderBody, response: { 200: MessageBody, ...errorResponses } } }),
};

/** The blog tag calls: the public reads (every tag, a post's tags), and the Blog Tag screen's add, rename and delete. */
export const blogTagApi = {
  list: call({ method: 'GET', path: '/blog_tag/get_blog_tag_all', guard: 'public', cached: true, schema: { querystring: ListQuery, response: { 200: WithTotal(BlogTagList), ...errorResponses } } }),
  byBlog: call({
    method: 'POST',
    path: '/blog_tag/get_blog_tag_data_by_blog_id/:blogId',
    guard: 'public',
    cached: true,
    schema: { params: BlogIdParams, response: { 200: BlogTagList, ...errorResponses } },
  }),
  add: call({ method: 'POST', path: '/blog_tag/add_new_blog_tag', guard: 'admin', schema: { body: BlogTagFields, response: { 201: BlogTagOne, ...errorResponses } } }),
  update: call({
    method: 'POST',
    path: '/blog_tag/update_blog_tag_by_id/:id',
    guard: 'admin',
    schema: { params: IdParams, body: BlogTagEditBody, response: { 200: BlogTagOne, ...errorResponses } },
  }),
  delete: call({ method: 'DELETE', path: '/blog_tag/delete_blog_tag/:id', guard: 'admin', schema: { params: IdParams, response: { 200: MessageBody, ...errorResponses } } }),
};

/** The blog type calls: the public list (the /blog tabs), and the Blog Type screen's add, edit and delete. */
export const blogTypeApi = {
  list: call({ method: 'GET', path: '/blog_type/get_blog_type_all', guard: 'public', cached: true, schema: { querystring: ListQuery, response: { 200: WithTotal(BlogTypeList), ...errorResponses } } }),
  add: call({
    method: 'POST',
    path: '/blog_type/add_new_blog_type',
    guard: 'admin',
    schema: { consumes: ['multipart/form-data'], form: { fields: BlogTypeFields, files: { image: 'required' } }, response: { 201: BlogTypeOne, ...errorResponses } },
  }),
  update: call({
    method: 'POST',
    path: '/blog_type/update_blog_type_by_id/:id',
    guard: 'admin',
    schema: { consumes: ['multipart/form-data'], form: { fields: BlogTypeEditFields, files: { image: 'optional' } }, params: IdParams, response: { 200: BlogTypeOne, ...errorResponses } },
  }),
  delete: call({ method: 'DELETE', path: '/blog_type/delete_blog_type/:id', guard: 'admin', schema: { params: IdParams, response: { 200: MessageBody, ...errorResponses } } }),
};
