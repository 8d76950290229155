import { Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import { AutocompleteArrayInput, TextInput, useGetList } from 'react-admin';
import { blogTexts } from '../texts';
import { ImageInput } from '../common/ImageInput';
import { EVERY_ROW } from '../common/resource';

/** The rich-text editor, loaded with the first blog dialog opened (see ./BlogBody.tsx). */
const BlogBody = lazy(() => import('./BlogBody'));

/** Every tag or type, by name (the dialogs' choices; the Blog screen loads them on entry). */
export const ALL_BY_NAME = { pagination: EVERY_ROW, sort: { field: 'name', order: 'ASC' as const } };

/** The fields of the Add New Blog and edit dialogs: Tag and Type (several each), Title, Sub Title, Body, Image. */
export function BlogInputs() {
  const tags = useGetList('admin_blog_tag', ALL_BY_NAME);
  const types = useGetList('admin_blog_type', ALL_BY_NAME);
  return (
    <>
      <AutocompleteArrayInput source="blogTagId" label={blogTexts.tagLabel} choices={tags.data ?? []} optionText="name" optionValue="_id" isPending={tags.isPending} />
      <AutocompleteArrayInput source="blogTypeId" label={blogTexts.typeLabel} choices={types.data ?? []} optionText="name" optionValue="_id" isPending={types.isPending} />
      <TextInput source="title" label={blogTexts.titleLabel} />
      <TextInput source="subTitle" label={blogTexts.subTitleLabel} />
      <Suspense fallback={<Skeleton variant="rounded" height={160} role="progressbar" aria-label={blogTexts.loadingEditor} />}>
        <BlogBody />
      </Suspense>
      <ImageInput label={blogTexts.imageLabel} />
    </>
  );
}
