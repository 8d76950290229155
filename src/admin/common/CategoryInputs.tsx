import { useEffect, useRef } from 'react';
import { BooleanInput, TextInput, useGetList, useRecordContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Category } from '../../contract/category';
import { suggestCategoryId } from '../../contract/categoryId';
import { messages } from '../../messages';
import { ImageInput } from './ImageInput';
import { categoryTexts, skuAdminTexts } from '../texts';
import { EVERY_ROW } from './resource';

/** The first CATEGORY-n not yet a category's public id (a Thai-only name's suggestion). */
function numberedId(taken: Set<string>): string {
  for (let i = 1; ; i++) {
    const id = i === 1 ? 'CATEGORY' : `CATEGORY-${i}`;
    if (!taken.has(id)) return id;
  }
}

/**
 * The public Category ID. On New it follows the name as the admin types (COTTON-TWILL for "Cotton
 * Twill"; a free CATEGORY-n for a Thai-only name, to confirm) until the admin types one of their own.
 * On edit it is shown and kept: the storefront's addresses carry it.
 */
function CategoryIdInput() {
  const record = useRecordContext<Category>();
  const { setValue } = useFormContext();
  const name = useWatch({ name: 'name' }) as string | undefined;
  const { data } = useGetList<Category & { id: string }>('admin_category', { pagination: EVERY_ROW }, { enabled: !record });
  const suggestion = suggestCategoryId(name ?? '');
  // Whether the admin typed an ID of their own (emptying the field hands it back to the suggestion).
  const own = useRef(false);
  useEffect(() => {
    if (record || own.current || !name?.trim()) return;
    setValue('categoryId', suggestion || numberedId(new Set((data ?? []).map((c) => c.categoryId))));
  }, [record, name, suggestion, data, setValue]);
  // Read-only rather than disabled: still read out and focusable, and its note keeps full contrast.
  if (record) return <TextInput source="categoryId" label={categoryTexts.categoryId} slotProps={{ input: { readOnly: true } }} helperText={categoryTexts.kept} />;
  return (
    <TextInput
      source="categoryId"
      label={categoryTexts.categoryId}
      helperText={name?.trim() && !suggestion ? categoryTexts.thaiOnly : categoryTexts.suggested}
      parse={(v: string) => v.toUpperCase()}
      onChange={(e: React.ChangeEvent<HTMLInputElement>) => (own.current = e.target.value !== '')}
    />
  );
}

/** The fields of the New Category and edit dialogs. */
export function CategoryInputs() {
  return (
    <>
      <TextInput source="name" label={skuAdminTexts.name} autoFocus />
      <CategoryIdInput />
      <TextInput source="discription" label={messages.discription} multiline minRows={3} />
      <BooleanInput source="alwaysShown" label={categoryTexts.alwaysShown} helperText={categoryTexts.alwaysShownHelp} />
      <ImageInput label={skuAdminTexts.image} />
    </>
  );
}
