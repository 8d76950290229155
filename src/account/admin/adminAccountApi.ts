/** The admin account calls the wizards use (spec.md §7, plus our working admin_forgot_password). */
export const adminAccountPaths = {
  check: '/admin/admin_check',
  verify: '/admin/admin_verify_email',
  setPassword: '/admin/admin_set_password',
  forgot: '/admin/admin_forgot_password',
} as const;
