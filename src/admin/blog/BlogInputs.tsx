import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { DefaultEditorOptions, FormatButtons, ListButtons, QuoteButtons, ClearButtons, RichTextInput, RichTextInputToolbar, useTiptapEditor } from 'ra-input-rich-text';
import { useEffect, useReducer } from 'react';
import { AutocompleteArrayInput, TextInput, useGetList } from 'react-admin';
import { blogTexts } from '../texts';
import { ImageInput } from '../common/ImageInput';
import { LinkButton } from './LinkButton';

/** Every tag or type, by name (the dialogs' choices; the Blog screen loads them on entry). */
export const ALL_BY_NAME = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

/** The editor, named for screen readers (Tiptap's editable area carries no label of its own). Stable: the editor is rebuilt when its options change. */
const editorOptions = {
  ...DefaultEditorOptions,
  editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': blogTexts.bodyLabel } },
};

const LEVELS = [2, 3] as const;

/** The block commands StarterKit adds (their types live in extension packages we do not import). */
interface BlockChain {
  setParagraph(): BlockChain;
  setHeading(attrs: { level: (typeof LEVELS)[number] }): BlockChain;
  run(): boolean;
}

/**
 * Paragraph / Heading 2 / Heading 3 as toggle buttons (the library's LevelSelect is a list-in-a-button
 * whose name differs from its text, which axe flags as serious).
 */
function HeadingButtons() {
  const editor = useTiptapEditor();
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!editor) return;
    editor.on('transaction', refresh);
    return () => void editor.off('transaction', refresh);
  }, [editor]);
  const current = LEVELS.find((level) => editor?.isActive('heading', { level })) ?? 0;
  return (
    <ToggleButtonGroup size="small" exclusive value={current} aria-label={blogTexts.textStyle} sx={{ mr: 1 }}>
      <ToggleButton value={0} title={blogTexts.paragraph} disabled={!editor?.isEditable} onClick={() => (editor?.chain().focus() as unknown as BlockChain | undefined)?.setParagraph().run()}>
        {blogTexts.paragraph}
      </ToggleButton>
      {LEVELS.map((level) => (
        <ToggleButton key={level} value={level} aria-label={`H${level} ${blogTexts.heading(level)}`} title={blogTexts.heading(level)} disabled={!editor?.isEditable} onClick={() => (editor?.chain().focus() as unknown as BlockChain | undefined)?.setHeading({ level }).run()}>
          H{level}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** Only what the server keeps: headings, bold/italic/underline/strike, lists, links, quotes. */
const toolbar = (
  <RichTextInputToolbar size="small">
    <HeadingButtons />
    <FormatButtons size="small" />
    <ListButtons size="small" />
    <LinkButton size="small" />
    <QuoteButtons size="small" />
    <ClearButtons size="small" />
  </RichTextInputToolbar>
);

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
      <RichTextInput source="body" label={blogTexts.bodyLabel} editorOptions={editorOptions} toolbar={toolbar} />
      <ImageInput label={blogTexts.imageLabel} />
    </>
  );
}
