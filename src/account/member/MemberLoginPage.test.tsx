import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEYS } from '../../api/tokens';
import { coreTexts } from '../../i18n/core';
import { getLocale, LOCALE_KEY, resetLocaleForTests, setCoreTexts } from '../../i18n/locale';
import { messagesTh } from '../../i18n/th/messages';
import { accountTexts, messages } from '../../messages';
import MemberLoginPage from './MemberLoginPage';
import { memberSession } from './memberSession';
import { setupUser, type User } from '../../../tests/helpers/user';

const fetchMock = vi.fn();
const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
const token = () => `${b64url({ alg: 'HS256' })}.${b64url({ _id: 'm1', createAt: '', email: 'a@b.co', mobile: '08', firstName: 'A', lastName: 'B', exp: Math.floor(Date.now() / 1000) + 600 })}.s`;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  memberSession.logout();
  localStorage.clear();
  fetchMock.mockReset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderLogin() {
  const user = setupUser();
  render(
    <MemoryRouter initialEntries={['/member_login']}>
      <Routes>
        <Route path="/member_login" element={<MemberLoginPage />} />
        <Route path="/member_profile" element={<h1>Profile</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const fill = async (user: User) => {
  await user.fill(screen.getByLabelText(messages.emailOrMobileNumber), 'a@b.co');
  await user.fill(screen.getByLabelText(accountTexts.password), 'cotton-twill-42');
};

describe('member login page', () => {
  it('asks for both fields first, and links to register and forgot password', async () => {
    const user = renderLogin();
    await user.click(screen.getByRole('button', { name: messages.login }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.typeEmailOrPassword);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: messages.memberRegister })).toHaveAttribute('href', '/member_register');
    expect(screen.getByRole('link', { name: messages.fogotPassword })).toHaveAttribute('href', '/member_forgot_password');
  });

  it('alerts and shows Wrong Password !!! on 208, Login Error !!! on any other failure', async () => {
    const user = renderLogin();
    await fill(user);
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ message: 'Wrong email or password' }), { status: 208 }));
    await user.click(screen.getByRole('button', { name: messages.login }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.wrongPassword);
    expect(window.alert).toHaveBeenCalledWith(messages.wrongPassword);

    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ message: 'Internal Server Error' }), { status: 500 }));
    await user.click(screen.getByRole('button', { name: messages.login }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.loginError);
    expect(localStorage.getItem(TOKEN_KEYS.member)).toBeNull();
  });

  it('stores the token on 200, says Already Loged In. and goes to the profile', async () => {
    const user = renderLogin();
    await fill(user);
    const t = token();
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'Logged in', token: t, result: { _id: 'm1', email: 'a@b.co', mobile: '08', firstName: 'A', lastName: 'B', isVerified: true, createAt: '', url: null } }), { status: 200 }),
    );
    await user.click(screen.getByRole('button', { name: messages.login }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEYS.member)).toBe(t);
    expect(memberSession.getSnapshot()).toMatchObject({ isLogin: true, message: messages.alreadyLoggedIn });
  });

  it('turns the site to the language the member saved on their account when they sign in', async () => {
    setCoreTexts(coreTexts);
    const english = messages.contactUs;
    const user = renderLogin();
    await fill(user);
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({ message: 'Logged in', token: token(), locale: 'th', result: { _id: 'm1', email: 'a@b.co', mobile: '08', firstName: 'A', lastName: 'B', isVerified: true, createAt: '', url: null } }),
        { status: 200 },
      ),
    );
    await user.click(screen.getByRole('button', { name: messages.login }));
    await waitFor(() => expect(getLocale()).toBe('th'));
    expect(document.documentElement.lang).toBe('th');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('th');
    expect(messages.contactUs).toBe(messagesTh.contactUs);
    await resetLocaleForTests();
    expect(messages.contactUs).toBe(english);
  });

  it('sends a member with a saved live token straight to the profile', async () => {
    localStorage.setItem(TOKEN_KEYS.member, token());
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
  });
});
