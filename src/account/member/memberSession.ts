import { jwtDecode } from 'jwt-decode';
import { useSyncExternalStore } from 'react';
import { onUnauthorized } from '../../api/client';
import { clearToken, getToken, setToken, TOKEN_KEYS } from '../../api/tokens';
import type { MemberPublic, MemberTokenPayload } from '../../contract/member';
import { getLocale, onLocaleChosen, setLocale, type Locale } from '../../i18n/locale';
import { messages } from '../../messages';

/** The member state of spec.md §3–4: the one place the browser keeps who is signed in. */
interface MemberSession {
  isLogin: boolean;
  _id: string;
  createAt: string;
  email: string;
  mobile: string;
  firstName: string;
  lastName: string;
  token: string;
  isVerified: boolean;
  /** Avatar path, once known (login answer or profile read); null shows the placeholder. */
  url: string | null;
  /** The last session message: 'Already Loged In.' or 'Member Arleady Loged Out...'. */
  message: string;
  /** Expiry of the token, in ms since the epoch; 0 when logged out. */
  expiresAt: number;
}

const loggedOut = (message = ''): MemberSession => ({
  isLogin: false,
  _id: '',
  createAt: '',
  email: '',
  mobile: '',
  firstName: '',
  lastName: '',
  token: '',
  isVerified: false,
  url: null,
  message,
  expiresAt: 0,
});

/**
 * Reads a member token's payload without verifying it (the server verifies). Null when the token is
 * not a string, a part is missing, the payload is not valid base64/JSON, or member fields are absent.
 */
export function decodeMemberToken(token: unknown): MemberTokenPayload | null {
  try {
    const p = jwtDecode<Partial<MemberTokenPayload>>(token as string);
    if (typeof p._id !== 'string' || typeof p.exp !== 'number') throw new Error('not a member token');
    return {
      _id: p._id,
      createAt: String(p.createAt ?? ''),
      email: String(p.email ?? ''),
      mobile: String(p.mobile ?? ''),
      firstName: String(p.firstName ?? ''),
      lastName: String(p.lastName ?? ''),
      exp: p.exp,
    };
  } catch (err) {
    console.warn('member token cannot be decoded', err);
    return null;
  }
}

/** What a page's first HTML is drawn with (the server knows no member): a signed-in member's parts come on hydration. */
const SIGNED_OUT = loggedOut();

type Listener = () => void;
type Navigate = (path: string) => void;

/**
 * A tiny external store (read with useSyncExternalStore). It decodes the stored token on load and on
 * every change, logs out by itself when the token expires, and ends the session when the server
 * refuses the member's token (401).
 */
export class MemberSessionStore {
  // The very object a page's first HTML is drawn with (SIGNED_OUT): a signed-out visitor's first
  // render in the browser then matches it, and React has nothing to draw again once the page hydrates.
  private state: MemberSession = SIGNED_OUT;
  private listeners = new Set<Listener>();
  private expiryTimer: ReturnType<typeof setTimeout> | undefined;
  private navigate: Navigate | null = null;

  constructor(private now: () => number = Date.now) {}

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): MemberSession => this.state;

  /** Where logout goes to /member_login; set by the router-aware watcher. */
  setNavigator(navigate: Navigate | null): void {
    this.navigate = navigate;
  }

  private set(next: MemberSession): void {
    this.state = next;
    this.listeners.forEach((l) => l());
  }

  /**
   * Decodes the stored token: a live one signs the member in (keeping known extras such as the
   * avatar), an expired one logs out, an invalid one is only logged. No stored token: nothing changes.
   */
  sync = (): void => {
    const token = getToken('member');
    if (!token) return;
    if (token === this.state.token && this.state.isLogin) return this.scheduleExpiry();
    const payload = decodeMemberToken(token);
    if (!payload) return;
    const expiresAt = payload.exp * 1000;
    if (expiresAt <= this.now()) return this.logout();
    const same = this.state._id === payload._id;
    this.set({
      ...payload,
      isLogin: true,
      token,
      isVerified: true,
      url: same ? this.state.url : null,
      message: same ? this.state.message : messages.alreadyLoggedIn,
      expiresAt,
    });
    this.scheduleExpiry();
  };

  /** After a 200 from member_login: keeps the token and the member's fields, and applies the language the member chose (issue 19). */
  login(token: string, member: MemberPublic, locale?: Locale): void {
    setToken('member', token);
    this.sync();
    if (this.state.isLogin) this.set({ ...this.state, url: member.url, isVerified: member.isVerified, message: messages.alreadyLoggedIn });
    if (locale && locale !== getLocale()) void setLocale(locale);
  }

  /** Fields read later from the server (profile), e.g. a new avatar. */
  update(fields: Partial<Pick<MemberSession, 'url' | 'firstName' | 'lastName' | 'email' | 'mobile' | 'createAt'>>): void {
    if (this.state.isLogin) this.set({ ...this.state, ...fields });
  }

  /** Removes the token, clears every member field and goes to /member_login. */
  logout = (): void => {
    clearTimeout(this.expiryTimer);
    clearToken('member');
    this.set(loggedOut(messages.memberLoggedOut));
    this.navigate?.('/member_login');
  };

  private scheduleExpiry(): void {
    clearTimeout(this.expiryTimer);
    // setTimeout holds at most ~24.8 days; a 7-day token fits, and a longer one re-checks on load.
    const wait = Math.min(this.state.expiresAt - this.now(), 2 ** 31 - 1);
    this.expiryTimer = setTimeout(() => (getToken('member') === this.state.token ? this.logout() : this.sync()), wait);
  }
}

export const memberSession = new MemberSessionStore();

if (typeof window !== 'undefined') {
  memberSession.sync();
  onUnauthorized((audience) => audience === 'member' && memberSession.logout());
  // A signed-in member's language choice is kept on their account too, for their next sign-in elsewhere.
  onLocaleChosen((locale) => {
    if (!memberSession.getSnapshot().isLogin) return;
    // The call's code loads then (the member calls are not on the first page's path).
    import('./memberApi')
      .then((m) => m.saveMemberLocale(locale))
      .catch((err: unknown) => console.warn('member language not saved', err));
  });
  window.addEventListener('storage', (e) => {
    if (e.key !== TOKEN_KEYS.member) return;
    // Another tab logged in or out.
    if (e.newValue) memberSession.sync();
    else if (memberSession.getSnapshot().isLogin) memberSession.logout();
  });
}

export function useMemberSession(): MemberSession {
  return useSyncExternalStore(memberSession.subscribe, memberSession.getSnapshot, () => SIGNED_OUT);
}
