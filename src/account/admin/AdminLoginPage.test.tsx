import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEYS } from '../../api/tokens';
import { messages } from '../../messages';
import AdminLoginPage from './AdminLoginPage';
import { setupUser, type User } from '../../../tests/helpers/user';

let user: User;
beforeEach(() => {
  user = setupUser();
});

const fetchMock = vi.fn();
beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderAt(path = '/admin_login') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin_login" element={<AdminLoginPage />} />
        <Route path="/admin" element={<h1>Admin home</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('admin login page', () => {
  it('asks for both fields without calling the server', async () => {
    renderAt();
    await user.click(screen.getByRole('button', { name: messages.login }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.typeEmailOrPassword);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links to register and forgot password, and the email field is of email type', () => {
    renderAt();
    expect(screen.getByRole('link', { name: 'Admin Register' })).toHaveAttribute('href', '/admin_register');
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/admin_forgot_password');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('stores the token and goes to /admin on 200; shows the server message on 401', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ message: 'Wrong email or password' }), { status: 401 }));
    renderAt();
    await user.fill(screen.getByLabelText('Email'), 'a@b.co');
    await user.fill(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: messages.login }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password');
    expect(localStorage.getItem(TOKEN_KEYS.admin)).toBeNull();

    const token = `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }))}.y`;
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'OK', token, result: { _id: '1', email: 'a@b.co', mobile: '', fullName: 'A' } }), { status: 200 }),
    );
    await user.click(screen.getByRole('button', { name: messages.login }));
    expect(await screen.findByRole('heading', { name: 'Admin home' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEYS.admin)).toBe(token);
  });

  it('goes straight to /admin when a live admin token is stored', async () => {
    localStorage.setItem(TOKEN_KEYS.admin, `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 60 }))}.y`);
    renderAt();
    expect(await screen.findByRole('heading', { name: 'Admin home' })).toBeInTheDocument();
  });
});
