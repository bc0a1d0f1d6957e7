/** The office's paths: the admin portal's routes, behind the guard. */
export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}
