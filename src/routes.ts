/** The page routes of spec.md §2: defined in the contract (the server's page table reads them too), re-exported for the browser. */
export { adminPaths, isAdminPath, memberPaths, publicPaths } from './contract/routes';
