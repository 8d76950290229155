import { DESKTOP } from '../helpers/browser.js';
import { storefrontAxe } from '../helpers/storefrontAxe.js';

// The storefront's axe scans on a desktop (the phone's are storefront-axe-phone.test.ts: another worker runs them meanwhile).
storefrontAxe('desktop', DESKTOP);
