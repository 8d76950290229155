import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { DefaultEditorOptions, FormatButtons, ListButtons, QuoteButtons, ClearButtons, RichTextInput, RichTextInputToolbar } from 'ra-input-rich-text';
import { blogTexts } from '../texts';
import { LinkButton, useEditorState } from './LinkButton';

/*
 * The blog body's rich-text editor (Tiptap through ra-input-rich-text): a chunk of its own, loaded by
 * the blog dialogs only (issue 17 §1: about a third of the back-office's code, which no other screen needs).
 */

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
  const editor = useEditorState();
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

/** The Body field of the blog dialogs. */
export default function BlogBody() {
  return <RichTextInput source="body" label={blogTexts.bodyLabel} editorOptions={editorOptions} toolbar={toolbar} />;
}
