/**
 * Password length rule (design.md §4): 8 to 128 characters, never truncated. A file of its own so the
 * browser's form checks read it without bringing TypeBox into the bundle.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
