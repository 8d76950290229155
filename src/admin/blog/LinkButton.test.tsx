import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlogRecord } from './calls';
import { messages } from '../../messages';
import { blogTexts, discardTexts, linkTexts } from '../texts';
import { memoryCalls, renderResource } from '../common/testing';
import blog from './index';
import { linkTarget } from './LinkButton';
import { setupUser, type User } from '../../../tests/helpers/user';

/** Issue 17 §5: the blog editor asks for a link in a dialog, not with the browser's prompt(). */
// jsdom has no layout: the editor scrolls the selection into view when it takes the focus back.
const noRects = { length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] } as unknown as DOMRectList;
Range.prototype.getClientRects = () => noRects;
Range.prototype.getBoundingClientRect = () => new DOMRect();

let user: User;
let prompt: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  user = setupUser();
  prompt = vi.spyOn(window, 'prompt').mockImplementation(() => 'https://prompted.example');
});
afterEach(() => prompt.mockRestore());

type EditorElement = HTMLElement & {
  editor: { commands: { setContent: (h: string, o: object) => void; setTextSelection: (r: number | { from: number; to: number }) => void }; getHTML: () => string };
};

const others = () => ({
  admin_blog_tag: memoryCalls([{ id: 't1', _id: 't1', name: 'Cotton' }]),
  admin_blog_type: memoryCalls([{ id: 'y1', _id: 'y1', name: 'Guide', url: '' }]),
});

/** The Add New Blog dialog with 'Visit our shop' in the body and 'our shop' selected. */
async function bodyWithSelection() {
  const calls = memoryCalls<BlogRecord>([]);
  const create = vi.spyOn(calls, 'create');
  renderResource(blog, calls, others());
  await user.click(await screen.findByRole('button', { name: messages.addNewBlog }));
  const dialog = await screen.findByRole('dialog', { name: messages.addNewBlog });
  const body = (await within(dialog).findByRole('textbox', { name: blogTexts.bodyLabel })) as EditorElement;
  await act(async () => body.editor.commands.setContent('<p>Visit our shop</p>', { emitUpdate: true }));
  const linkButton = within(dialog).getByRole('button', { name: linkTexts.button });
  expect(linkButton).toBeDisabled();
  // Paragraph content starts at 1: 'Visit ' is 1–7, 'our shop' 7–15.
  await act(async () => body.editor.commands.setTextSelection({ from: 7, to: 15 }));
  await waitFor(() => expect(linkButton).toBeEnabled());
  return { dialog, body, linkButton, create };
}

describe('Blog editor: links', () => {
  it('asks for the address in a dialog, refuses one that is not https/http/mailto/tel, and links the selected text', async () => {
    const { dialog, body, linkButton, create } = await bodyWithSelection();
    await user.click(linkButton);
    const ask = await screen.findByRole('dialog', { name: linkTexts.addTitle });
    expect(prompt).not.toHaveBeenCalled();
    const field = within(ask).getByRole('textbox', { name: linkTexts.url });
    expect(field).toHaveFocus();

    await user.type(field, 'javascript:alert(1)');
    await user.click(within(ask).getByRole('button', { name: linkTexts.save }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(ask).getByText(linkTexts.badUrl)).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'example.com/shop{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: linkTexts.addTitle, hidden: true })).not.toBeInTheDocument());
    expect(await within(body).findByRole('link', { name: 'our shop' })).toHaveAttribute('href', 'https://example.com/shop');
    // Enter in the link dialog saved the link, not the post.
    expect(create).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: messages.addNewBlog })).toBe(dialog);
  });

  it('edits or removes the link the cursor is in; Escape closes only the link dialog', async () => {
    const { body, linkButton } = await bodyWithSelection();
    await user.click(linkButton);
    await user.type(within(await screen.findByRole('dialog', { name: linkTexts.addTitle })).getByRole('textbox', { name: linkTexts.url }), 'mailto:shop@example.com{Enter}');
    await waitFor(() => expect(within(body).getByRole('link', { name: 'our shop' })).toHaveAttribute('href', 'mailto:shop@example.com'));

    // The cursor inside the link, nothing selected: the button shows the link and opens it for editing.
    await act(async () => body.editor.commands.setTextSelection(10));
    await waitFor(() => expect(linkButton).toHaveAttribute('aria-pressed', 'true'));
    await user.click(linkButton);
    let ask = await screen.findByRole('dialog', { name: linkTexts.editTitle });
    expect(within(ask).getByRole('textbox', { name: linkTexts.url })).toHaveValue('mailto:shop@example.com');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: linkTexts.editTitle, hidden: true })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: messages.addNewBlog })).toBeInTheDocument();
    expect(within(body).getByRole('link', { name: 'our shop' })).toBeInTheDocument();

    await user.click(linkButton);
    ask = await screen.findByRole('dialog', { name: linkTexts.editTitle });
    await user.click(within(ask).getByRole('button', { name: linkTexts.remove }));
    await waitFor(() => expect(within(body).queryByRole('link')).not.toBeInTheDocument());
    expect(body).toHaveTextContent('Visit our shop');
    expect(prompt).not.toHaveBeenCalled();
  });

  it('asks before an address typed in the link dialog is lost to Escape or Cancel', async () => {
    const { body, linkButton } = await bodyWithSelection();
    await user.click(linkButton);
    const ask = await screen.findByRole('dialog', { name: linkTexts.addTitle });
    const field = within(ask).getByRole('textbox', { name: linkTexts.url });
    await user.type(field, 'example.com/sale');

    await user.keyboard('{Escape}');
    const discard = await screen.findByRole('dialog', { name: discardTexts.title });
    expect(discard).toHaveTextContent(discardTexts.detail(linkTexts.addTitle));
    await user.click(within(discard).getByRole('button', { name: discardTexts.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: discardTexts.title, hidden: true })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: linkTexts.addTitle })).toBe(ask);
    expect(field).toHaveValue('example.com/sale');

    await user.click(within(ask).getByRole('button', { name: linkTexts.cancel }));
    await user.click(within(await screen.findByRole('dialog', { name: discardTexts.title })).getByRole('button', { name: discardTexts.discard }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: linkTexts.addTitle, hidden: true })).not.toBeInTheDocument());
    // Only the link dialog closed, and nothing was linked.
    expect(screen.getByRole('dialog', { name: messages.addNewBlog })).toBeInTheDocument();
    expect(within(body).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('linkTarget', () => {
  it('takes https, http, mailto and tel addresses; a bare host as https, a bare email as mailto; nothing else', () => {
    expect(linkTarget(' https://selvedge.example/a?b=1 ')).toBe('https://selvedge.example/a?b=1');
    expect(linkTarget('http://shop.example')).toBe('http://shop.example');
    expect(linkTarget('www.example.co.th/fabric')).toBe('https://www.example.co.th/fabric');
    expect(linkTarget('sales@example.co.th')).toBe('mailto:sales@example.co.th');
    expect(linkTarget('tel:+6621234567')).toBe('tel:+6621234567');
    for (const bad of ['', 'javascript:alert(1)', 'ftp://example.com', 'https://', 'https://nodot', 'not a link', 'mailto:', 'data:text/html,x']) expect(linkTarget(bad), bad).toBeNull();
  });
});
