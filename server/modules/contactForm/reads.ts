/**
 * What other areas read of the enquiries: the Contact Form rows as the wire carries them, a sample
 * request with its colours (issue 18 §4), for the admin home's latest enquiries and a member's Detail.
 */
export { withSamples } from './queries.js';
