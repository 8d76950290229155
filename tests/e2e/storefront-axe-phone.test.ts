import { PHONE } from '../helpers/browser.js';
import { storefrontAxe } from '../helpers/storefrontAxe.js';

// The storefront's axe scans on a phone (the desktop's are storefront-axe-desktop.test.ts: another worker runs them meanwhile).
storefrontAxe('phone', PHONE);
