import type { Page } from 'playwright-core';
import { accountTexts, messages } from '../../src/messages.js';
import { latestCode } from './mail.js';
import { apiPost } from './storefront.js';

interface BrowserMember {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  password: string;
}

/** A form field by its label, ignoring the required-field asterisk MUI adds ("Password *"). */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`));
}

/** A member no earlier run has used: the e2e server's database lives as long as the test run. */
export function uniqueMember(tag: string): BrowserMember {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return {
    firstName: 'Mali',
    lastName: `${tag}${n.slice(-5)}`,
    email: `${tag.toLowerCase()}-${n}@test.local`,
    mobile: `09${n.slice(-8)}`,
    password: 'cotton-twill-42',
  };
}

/**
 * Registers a member through the same three calls /member_register makes (check, mailed code,
 * password), for tests about what comes after; the page's own steps have a journey of their own.
 */
export async function registerMember(baseURL: string, dataDir: string, m: BrowserMember): Promise<void> {
  const check = await apiPost(baseURL, '/member/member_check', { email: m.email, mobile: m.mobile, firstName: m.firstName, lastName: m.lastName });
  if (check.status !== 201) throw new Error(`member_check: ${check.status} ${JSON.stringify(check.body)}`);
  const verifyCode = latestCode(dataDir, m.email);
  const verify = await apiPost(baseURL, '/member/member_verify_email', { email: m.email, verifyCode });
  if (verify.status !== 200) throw new Error(`member_verify_email: ${verify.status} ${JSON.stringify(verify.body)}`);
  const set = await apiPost(baseURL, '/member/member_set_password', { email: m.email, verifyCode, newPassword: m.password });
  if (set.status !== 201) throw new Error(`member_set_password: ${set.status} ${JSON.stringify(set.body)}`);
}

/** A signed-in member's token, from the login call /member_login makes. */
export async function memberToken(baseURL: string, m: BrowserMember): Promise<string> {
  const login = await apiPost<{ token?: string }>(baseURL, '/member/member_login', { email: m.email, password: m.password });
  if (login.status !== 200 || !login.body.token) throw new Error(`member_login: ${login.status} ${JSON.stringify(login.body)}`);
  return login.body.token;
}

/** Signs in on /member_login and waits for /member_profile. */
export async function loginMemberInBrowser(page: Page, baseURL: string, identifier: string, password: string): Promise<void> {
  await page.goto(`${baseURL}/member_login`);
  await field(page, messages.emailOrMobileNumber).fill(identifier);
  await field(page, accountTexts.password).fill(password);
  await page.getByRole('button', { name: messages.login, exact: true }).click();
  await page.waitForURL(`${baseURL}/member_profile`);
}
