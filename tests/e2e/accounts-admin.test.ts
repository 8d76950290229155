import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN } from '../../server/db/seed/foundation.js';
import { accountTexts, messages, serverMessages } from '../../src/messages.js';
import { field } from '../helpers/accountsBrowser.js';
import { DESKTOP, e2eServer, PHONE, signedInAdmin, useBrowser, watchErrors } from '../helpers/browser.js';
import { mailsTo, waitForCode } from '../helpers/mail.js';

const { baseURL, dataDir } = e2eServer();
const browser = useBrowser();

/** Refused calls (401 wrong password, 403 pending/inactive, 400 self-deactivation) are expected here; Chromium logs them. */
const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource: the server responded with a status of 40[013]/.test(e));

async function adminLogin(page: Page, email: string, password: string) {
  await page.goto(`${baseURL}/admin_login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: messages.login, exact: true }).click();
}

describe('admin accounts in Chromium', () => {
  it('registers an admin who waits for approval, is approved on /admin_admins, then signs in', async () => {
    const n = String(Date.now());
    const admin = { fullName: `Nok Approver ${n.slice(-5)}`, email: `admin-${n}@test.local`, mobile: `06${n.slice(-8)}`, password: 'canvas-duck-2026' };

    // A newcomer's own browser (a separate context: its own localStorage).
    const newcomerContext = await browser().newContext({ viewport: PHONE });
    const page = await newcomerContext.newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseURL}/admin_register`);
    await page.getByRole('link', { name: messages.alreadyHasAccount }).waitFor();
    expect(await page.getByRole('link', { name: messages.alreadyHasAccount }).getAttribute('href')).toBe('/admin_login');

    // The wizard's own refusals (empty fields, no code, passwords that differ) and Back: wizards.test.tsx.
    await field(page, messages.fullName).fill(admin.fullName);
    await field(page, accountTexts.email).fill(admin.email);
    await field(page, accountTexts.mobile).fill(admin.mobile);
    await page.getByRole('button', { name: messages.next }).click();

    // VERIFY_EMAIL: the note and the code from the mail.
    await page.getByText(messages.takeVerifyCode).waitFor();
    await field(page, messages.verifyCode).fill(await waitForCode(dataDir, admin.email, 0));
    await page.getByRole('button', { name: messages.next }).click();

    // SET_PASSWORD, then the approval notice.
    await field(page, accountTexts.password).fill(admin.password);
    await field(page, messages.reTypePassword).fill(admin.password);
    await page.getByRole('button', { name: messages.registerNow }).click();
    await page.getByRole('status').filter({ hasText: serverMessages.adminRegistered }).waitFor();

    // Pending: the login is refused with the server's message.
    await page.getByRole('link', { name: accountTexts.goToAdminLogin }).click();
    await page.waitForURL(`${baseURL}/admin_login`);
    await adminLogin(page, admin.email, admin.password);
    await page.getByRole('alert').filter({ hasText: serverMessages.adminPending }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin_login');

    // The demo admin approves them from /admin_admins (linked from /admin).
    const approver = await browser().newPage({ viewport: DESKTOP, storageState: await signedInAdmin(baseURL) });
    const approverErrors = watchErrors(approver);
    await approver.goto(`${baseURL}/admin`);
    await approver.getByRole('navigation', { name: 'Admin screens' }).getByRole('link', { name: accountTexts.admins, exact: true }).click();
    await approver.waitForURL(`${baseURL}/admin_admins`);
    const row = approver.getByRole('row').filter({ hasText: admin.email });
    await row.getByText('pending').waitFor();
    await row.getByText(admin.mobile).waitFor();

    // Nobody can deactivate themself: the server's message is shown.
    const meRow = approver.getByRole('row').filter({ hasText: DEMO_ADMIN.email });
    await meRow.getByRole('button', { name: `${accountTexts.deactivate} ${DEMO_ADMIN.fullName}` }).click();
    await approver.getByRole('dialog', { name: accountTexts.confirmDeactivate }).getByRole('button', { name: accountTexts.deactivate }).click();
    await approver.getByRole('alert').filter({ hasText: serverMessages.cannotDeactivateSelf }).waitFor();
    await meRow.getByText('active', { exact: true }).waitFor();

    await row.getByRole('button', { name: `${accountTexts.approve} ${admin.fullName}` }).click();
    await row.getByText('active', { exact: true }).waitFor();

    // Approved: they sign in and reach /admin.
    await adminLogin(page, admin.email, admin.password);
    await page.waitForURL(`${baseURL}/admin`);
    await page.getByRole('navigation', { name: 'Admin screens' }).waitFor();

    // Deactivating asks first; Cancel keeps them active, confirming switches them off.
    await row.getByRole('button', { name: `${accountTexts.deactivate} ${admin.fullName}` }).click();
    const confirm = approver.getByRole('dialog', { name: accountTexts.confirmDeactivate });
    await confirm.getByRole('button', { name: accountTexts.cancel }).click();
    await confirm.waitFor({ state: 'hidden' });
    await row.getByText('active', { exact: true }).waitFor();
    await row.getByRole('button', { name: `${accountTexts.deactivate} ${admin.fullName}` }).click();
    await confirm.getByRole('button', { name: accountTexts.deactivate }).click();
    await row.getByText('inactive', { exact: true }).waitFor();
    await page.evaluate(() => localStorage.clear());
    await adminLogin(page, admin.email, admin.password);
    await page.getByRole('alert').filter({ hasText: serverMessages.adminInactive }).waitFor();

    expect(unexpected(errors)).toEqual([]);
    expect(unexpected(approverErrors)).toEqual([]);
    await approver.close();
    await newcomerContext.close();
  });

  it('resets an admin password on /admin_forgot_password', async () => {
    const n = String(Date.now());
    const admin = { fullName: `Pim Reset ${n.slice(-5)}`, email: `reset-${n}@test.local`, mobile: `07${n.slice(-8)}`, password: 'denim-selvage-1' };
    const context = await browser().newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // Register (left pending: a reset works the same for a pending account).
    await page.goto(`${baseURL}/admin_register`);
    await field(page, messages.fullName).fill(admin.fullName);
    await field(page, accountTexts.email).fill(admin.email);
    await field(page, accountTexts.mobile).fill(admin.mobile);
    const mailsBefore = mailsTo(dataDir, admin.email).length;
    await page.getByRole('button', { name: messages.next }).click();
    // The click returns before the server has mailed the code: wait for the mail itself.
    await field(page, messages.verifyCode).fill(await waitForCode(dataDir, admin.email, mailsBefore));
    await page.getByRole('button', { name: messages.next }).click();
    await field(page, accountTexts.password).fill(admin.password);
    await field(page, messages.reTypePassword).fill(admin.password);
    await page.getByRole('button', { name: messages.registerNow }).click();
    await page.getByRole('status').filter({ hasText: serverMessages.adminRegistered }).waitFor();

    await page.goto(`${baseURL}/admin_login`);
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await page.waitForURL(`${baseURL}/admin_forgot_password`);
    await page.getByRole('heading', { name: accountTexts.adminForgotPassword }).waitFor();
    await field(page, accountTexts.email).fill(admin.email);
    const resetMailsBefore = mailsTo(dataDir, admin.email).length;
    await page.getByRole('button', { name: messages.next }).click();
    await page.getByRole('status').filter({ hasText: serverMessages.forgotSent }).waitFor();
    // The reset mail goes out after the answer (same timing for known and unknown accounts).
    const code = await waitForCode(dataDir, admin.email, resetMailsBefore);
    const newPassword = 'oxford-weave-77';
    await field(page, messages.verifyCode).fill(code === '000000' ? '111111' : '000000');
    await field(page, accountTexts.password).fill(newPassword);
    await field(page, messages.reTypePassword).fill(newPassword);
    await page.getByRole('button', { name: messages.resetNow }).click();
    await page.getByRole('alert').filter({ hasText: messages.resetPasswordFail }).waitFor();
    await field(page, messages.verifyCode).fill(code);
    await page.getByRole('button', { name: messages.resetNow }).click();
    await page.waitForURL(`${baseURL}/admin_login`);
    await page.getByRole('status').filter({ hasText: serverMessages.passwordSet }).waitFor();

    // The new password is the one that counts (the account still awaits approval).
    await adminLogin(page, admin.email, admin.password);
    await page.getByRole('alert').filter({ hasText: serverMessages.wrongCredentials }).waitFor();
    await adminLogin(page, admin.email, newPassword);
    await page.getByRole('alert').filter({ hasText: serverMessages.adminPending }).waitFor();
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
