import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client';
import { TOKEN_KEYS } from '../../api/tokens';
import type { MemberPublic } from '../../contract/member';
import { messages } from '../../messages';
import { decodeMemberToken, memberSession, MemberSessionStore } from './memberSession';

const b64url = (o: object) => btoa(JSON.stringify(o)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const NOW = Date.parse('2026-03-01T10:00:00Z');
const claims = { _id: 'm1', createAt: '2026-01-01T00:00:00.000Z', email: 'mali@test.local', mobile: '0812345678', firstName: 'Mali', lastName: 'Cotton' };
const tokenFor = (expSeconds: number, extra: object = {}) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ ...claims, exp: expSeconds, ...extra })}.sig`;
const member: MemberPublic = { ...claims, isVerified: true, url: '/uploads/0123456789abcdef01234567.webp' };

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('decodeMemberToken', () => {
  it('reads spec.md’s payload fields', () => {
    expect(decodeMemberToken(tokenFor(123))).toEqual({ ...claims, exp: 123 });
  });

  it.each([
    ['not a string', 42],
    ['a missing part', 'onlyonepart'],
    ['an invalid payload encoding', 'aaa.%%%.bbb'],
    ['a payload that is not a member', `x.${b64url({ sub: 'x' })}.y`],
  ])('gives null and only logs for %s', (_, token) => {
    expect(decodeMemberToken(token)).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});

describe('member session store', () => {
  const store = () => {
    const s = new MemberSessionStore(() => NOW);
    const navigate = vi.fn();
    s.setNavigator(navigate);
    return { s, navigate };
  };

  it('does nothing without a stored token', () => {
    const { s, navigate } = store();
    const before = s.getSnapshot();
    s.sync();
    expect(s.getSnapshot()).toBe(before);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('signs in from a live stored token with every field filled', () => {
    const { s } = store();
    const token = tokenFor(NOW / 1000 + 3600);
    localStorage.setItem(TOKEN_KEYS.member, token);
    s.sync();
    expect(s.getSnapshot()).toMatchObject({ ...claims, isLogin: true, token, expiresAt: NOW + 3_600_000 });
  });

  it('logs an invalid token without a message and stays logged out', () => {
    const { s, navigate } = store();
    localStorage.setItem(TOKEN_KEYS.member, 'garbage');
    s.sync();
    expect(s.getSnapshot()).toMatchObject({ isLogin: false, message: '' });
    expect(warn).toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('logs out an expired token with the spec message and goes to /member_login', () => {
    const { s, navigate } = store();
    localStorage.setItem(TOKEN_KEYS.member, tokenFor(NOW / 1000 - 1));
    s.sync();
    expect(s.getSnapshot()).toMatchObject({ isLogin: false, _id: '', token: '', isVerified: false, message: messages.memberLoggedOut });
    expect(localStorage.getItem(TOKEN_KEYS.member)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/member_login');
  });

  it('logs out by itself when the token expires while the page is open', () => {
    vi.useFakeTimers({ now: NOW });
    const s = new MemberSessionStore();
    const navigate = vi.fn();
    s.setNavigator(navigate);
    localStorage.setItem(TOKEN_KEYS.member, tokenFor(NOW / 1000 + 5));
    s.sync();
    expect(s.getSnapshot().isLogin).toBe(true);
    vi.advanceTimersByTime(4_000);
    expect(s.getSnapshot().isLogin).toBe(true);
    vi.advanceTimersByTime(1_500);
    expect(s.getSnapshot()).toMatchObject({ isLogin: false, message: messages.memberLoggedOut });
    expect(navigate).toHaveBeenCalledWith('/member_login');
  });

  it('login keeps the token, the avatar and says Already Loged In.; logout clears everything', () => {
    const { s, navigate } = store();
    const listener = vi.fn();
    s.subscribe(listener);
    const token = tokenFor(NOW / 1000 + 3600);
    s.login(token, member);
    expect(localStorage.getItem(TOKEN_KEYS.member)).toBe(token);
    expect(s.getSnapshot()).toMatchObject({ isLogin: true, url: member.url, message: messages.alreadyLoggedIn, firstName: 'Mali' });
    expect(listener).toHaveBeenCalled();
    s.logout();
    expect(s.getSnapshot()).toMatchObject({ isLogin: false, url: null, email: '', message: messages.memberLoggedOut });
    expect(localStorage.getItem(TOKEN_KEYS.member)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/member_login');
  });

  it('ends the session when the server refuses the member token (401)', async () => {
    memberSession.login(tokenFor(Date.now() / 1000 + 3600), member);
    expect(memberSession.getSnapshot().isLogin).toBe(true);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ message: 'Sign in required' }), { status: 401 })));
    await expect(api.post('/member/get_member_data_by_id/m1', {}, { auth: 'member' })).rejects.toMatchObject({ status: 401 });
    expect(memberSession.getSnapshot()).toMatchObject({ isLogin: false, message: messages.memberLoggedOut });
  });
});
