import type { Page } from 'playwright-core';
import { accountTexts, messages } from '../../src/messages.js';
import { latestCode } from './mail.js';

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

/** Registers a member through /member_register with the mailed code and waits for /member_login. */
export async function registerMemberInBrowser(page: Page, baseURL: string, dataDir: string, m: BrowserMember): Promise<void> {
  await page.goto(`${baseURL}/member_register`);
  await field(page, accountTexts.firstName).fill(m.firstName);
  await field(page, accountTexts.lastName).fill(m.lastName);
  await field(page, accountTexts.email).fill(m.email);
  await field(page, accountTexts.mobile).fill(m.mobile);
  await page.getByRole('button', { name: messages.next }).click();
  await page.getByText(messages.takeVerifyCode).waitFor();
  await field(page, messages.verifyCode).fill(latestCode(dataDir, m.email));
  await page.getByRole('button', { name: messages.next }).click();
  await field(page, messages.reTypePassword).waitFor();
  await field(page, accountTexts.password).fill(m.password);
  await field(page, messages.reTypePassword).fill(m.password);
  await page.getByRole('button', { name: messages.registerNow }).click();
  await page.waitForURL(`${baseURL}/member_login`);
}

/** Signs in on /member_login and waits for /member_profile. */
export async function loginMemberInBrowser(page: Page, baseURL: string, identifier: string, password: string): Promise<void> {
  await page.goto(`${baseURL}/member_login`);
  await field(page, messages.emailOrMobileNumber).fill(identifier);
  await field(page, accountTexts.password).fill(password);
  await page.getByRole('button', { name: messages.login, exact: true }).click();
  await page.waitForURL(`${baseURL}/member_profile`);
}
