/**
 * Kysely table types. Flags are 0/1 integers, times are ISO-8601 strings, ids are opaque strings.
 * Each area adds its tables here and a numbered migration under ./migrations.
 */

export interface AdminsTable {
  _id: string;
  email: string;
  mobile: string;
  fullName: string;
  passwordHash: string;
  /** 'active' may sign in; 'pending' waits for approval; 'inactive' was switched off. */
  status: 'active' | 'pending' | 'inactive';
  createAt: string;
  /** Tokens issued before this time (seconds since the epoch) are refused. */
  tokensValidAfter: number;
}

export interface CategoriesTable {
  _id: string;
  categoryId: string;
  name: string;
  discription: string;
  url: string;
  createAt: string;
}

export interface Database {
  admins: AdminsTable;
  categories: CategoriesTable;
}
