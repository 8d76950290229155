import InsertLink from '@mui/icons-material/InsertLink';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, ToggleButton } from '@mui/material';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useEffect, useId, useReducer, useState, type FormEvent } from 'react';
import { DiscardConfirm } from '../common/DiscardConfirm';
import { linkTexts } from '../texts';

/** The link commands Tiptap's Link extension adds (its types live in a package we do not import). */
interface LinkChain {
  extendMarkRange(mark: 'link'): LinkChain;
  setLink(attrs: { href: string }): LinkChain;
  unsetLink(): LinkChain;
  run(): boolean;
}

/** The schemes the server keeps in a post's links (server/modules/blog/body.ts). */
const SCHEMES = ['https:', 'http:', 'mailto:', 'tel:'];

/**
 * The address to link to, or null when it is not one: https/http with a host, mailto: or tel:. A
 * bare host ('example.com/x') is taken as https, a bare email address as mailto:.
 */
export function linkTarget(typed: string): string | null {
  const text = typed.trim();
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text)
    ? text
    : /^[^/@:]+@[^/@:]+\.[^/@:]+$/.test(text)
      ? `mailto:${text}`
      : /^[^/@:]+\.[^/@:]+/.test(text)
        ? `https://${text}`
        : text;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (!SCHEMES.includes(url.protocol)) return null;
  if ((url.protocol === 'https:' || url.protocol === 'http:') && !url.hostname.includes('.') && url.hostname !== 'localhost') return null;
  if ((url.protocol === 'mailto:' || url.protocol === 'tel:') && url.pathname.length < 3) return null;
  return withScheme;
}

/** The toolbar's editor, its buttons drawn again on every change (what is active, what is selected). */
export function useEditorState() {
  const editor = useTiptapEditor();
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!editor) return;
    editor.on('transaction', refresh);
    return () => void editor.off('transaction', refresh);
  }, [editor]);
  return editor;
}

/**
 * The toolbar's link button (issue 17 §5): a dialog asks for the address (checked: https, http,
 * mailto or tel) instead of the browser's prompt(), and offers Remove link on a link. Enabled with
 * text selected or the cursor in a link. Closing it with a changed address (Escape, a click beside it,
 * Cancel) asks 'Discard changes?' first, as every other dialog of the back-office does.
 */
export function LinkButton({ size }: { size?: 'small' | 'medium' | 'large' }) {
  const editor = useEditorState();
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const [opened, setOpened] = useState('');
  const [asking, setAsking] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const titleId = useId();

  const onLink = Boolean(editor?.isActive('link'));
  const selected = editor ? !editor.state.selection.empty : false;
  const chain = () => editor?.chain().focus().extendMarkRange('link') as unknown as LinkChain | undefined;

  const title = onLink ? linkTexts.editTitle : linkTexts.addTitle;

  const start = () => {
    const current = onLink ? String(editor?.getAttributes('link').href ?? '') : '';
    setHref(current);
    setOpened(current);
    setInvalid(false);
    setOpen(true);
  };
  const requestClose = () => {
    if (href.trim() !== opened.trim()) setAsking(true);
    else setOpen(false);
  };
  const save = (event: FormEvent) => {
    // The dialog sits inside the post's form in React's tree: its submit must not save the post.
    event.preventDefault();
    event.stopPropagation();
    const target = linkTarget(href);
    if (!target) {
      setInvalid(true);
      return;
    }
    setOpen(false);
    chain()?.setLink({ href: target }).run();
  };
  const remove = () => {
    setOpen(false);
    chain()?.unsetLink().run();
  };

  return (
    <>
      <ToggleButton value="link" size={size} aria-label={linkTexts.button} title={linkTexts.button} selected={onLink} disabled={!editor?.isEditable || !(selected || onLink)} onClick={start}>
        <InsertLink fontSize="inherit" />
      </ToggleButton>
      <Dialog open={open} onClose={requestClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <form onSubmit={save} noValidate>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label={linkTexts.url}
              value={href}
              onChange={(e) => {
                setHref(e.target.value);
                setInvalid(false);
              }}
              error={invalid}
              helperText={invalid ? linkTexts.badUrl : linkTexts.urlHelp}
              slotProps={{ htmlInput: { inputMode: 'url', autoComplete: 'url', spellCheck: false } }}
            />
          </DialogContent>
          <DialogActions>
            {onLink && (
              <Button color="error" onClick={remove} sx={{ mr: 'auto' }}>
                {linkTexts.remove}
              </Button>
            )}
            <Button onClick={requestClose}>{linkTexts.cancel}</Button>
            <Button type="submit" variant="contained">
              {linkTexts.save}
            </Button>
          </DialogActions>
        </form>
        <DiscardConfirm
          open={asking}
          dialog={title}
          onDiscard={() => {
            setAsking(false);
            setOpen(false);
          }}
          onKeep={() => setAsking(false)}
        />
      </Dialog>
    </>
  );
}
