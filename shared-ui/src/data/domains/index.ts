// One contract per content domain (a module each): what both remotes agree on. Row types derive from the
// generated Database types, so a renamed column or table breaks the build rather than a page.
export * from './define-domain';
export * from './announcements';
export * from './church-settings';
export * from './contact-messages';
export * from './events';
export * from './gallery';
export * from './leaders';
export * from './milestones';
export * from './ministries';
export * from './notices';
export * from './sermons';
export * from './welcome';
export * from './visit-page';
