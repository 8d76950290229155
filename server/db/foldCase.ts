/**
 * Case folding as both engines' lower() does it on our text columns: ASCII letters only (SQLite's
 * lower(), and PostgreSQL's under the "C" collation of migration 011). Duplicate checks compare
 * `lower(column)` with this, so they agree with the unique indexes on `lower(column)`: JavaScript's
 * toLowerCase() (which folds 'İ' and 'K') or a parameter lowered under the database's locale would
 * let a name pass the check and then break the index (a 500).
 */
export const foldCase = (text: string): string => text.replace(/[A-Z]+/g, (s) => s.toLowerCase());
