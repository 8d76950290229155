import { adminAxe } from '../helpers/adminAxe.js';
import { DESKTOP } from '../helpers/browser.js';

// The back-office's axe scans on a desktop, every screen with its add and edit dialogs open (the phone's
// screens are admin-axe-phone.test.ts: another worker runs them meanwhile).
adminAxe('desktop', DESKTOP, { dialogs: true });
