import { adminAxe } from '../helpers/adminAxe.js';
import { PHONE } from '../helpers/browser.js';

// The back-office's axe scans on a phone: every screen's own layout (cards, the menu). Its dialogs are the
// same dialogs as on a desktop, only narrower (none goes full screen): admin-axe-desktop.test.ts scans them,
// on another worker meanwhile.
adminAxe('phone', PHONE, { dialogs: false });
