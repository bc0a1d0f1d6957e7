// What stands in front of /auth and /admin: the shell loads it when one of those paths is opened, so a
// visitor's first load of a public page never downloads the guard, the sign-in page's frame or sign-out.
export { AdminGuard } from './admin-guard';
export { LazySignInPage as SignInPage } from './lazy-sign-in-page';
export { SignOutButton } from './components/sign-out-button';
export { useSignOut } from './hooks/use-sign-out';
export { recheckAdmin } from './session/admin-lookup';
