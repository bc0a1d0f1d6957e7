/** Every public page reachable from the header, in the order visitors look for them. */
export const NAV_ITEMS = [
  { to: '/', label: 'Home' },
  { to: '/about', label: 'About' },
  { to: '/events', label: 'Events' },
  { to: '/sermons', label: 'Sermons' },
  { to: '/ministries', label: 'Ministries' },
  { to: '/gallery', label: 'Gallery' },
  { to: '/notices', label: 'Notices' },
  { to: '/contact', label: 'Contact' },
] as const;
