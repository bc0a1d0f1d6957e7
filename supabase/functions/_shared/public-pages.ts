// What each public page is called and says about itself: in the browser tab, in search results and in link
// previews. The share function and the public site (public-site/src/lib/use-page-text.ts) read the same table, so
// a page and its preview agree; the home page spells its own out, to keep this module off the first load, and
// e2e/tests/link-previews.spec.ts holds every page here to its preview.

export interface Church {
  branchName: string;
  fullTitle: string;
  /** Where the church is, for sentences ("Asokwa, Kumasi"); empty when the office has not said. */
  place: string;
}

export interface PageText {
  title: string;
  description: string;
}

/** A page whose words name nothing of the church's own. */
const sameForEveryChurch = (title: string, description: string) => (): PageText => ({ title, description });

/** The pages that list things, and the home page. */
export const LIST_PAGES: Record<string, (church: Church) => PageText> = {
  '/': ({ branchName, fullTitle, place }) => ({
    title: branchName,
    description: `${branchName}, ${fullTitle}: service times, events, sermons and news from our church${place ? ` in ${place}` : ''}.`,
  }),
  '/about': ({ branchName }) => ({
    title: 'About us',
    description: `Who we are: the story of ${branchName}, the people who lead it, and the milestones along the way.`,
  }),
  '/visit': ({ branchName }) => ({
    title: 'Plan your visit',
    description: `First time at ${branchName}? What a Sunday is like, service times, parking, children’s church and how to find us.`,
  }),
  '/events': sameForEveryChurch(
    'Events',
    'Services, prayer meetings, outreach and fellowship: everything coming up at church, and what has been.',
  ),
  '/sermons': sameForEveryChurch(
    'Sermons',
    'Listen to or watch recent sermons, search by topic or scripture, and download the slides.',
  ),
  '/announcements': sameForEveryChurch(
    'Announcements',
    'News from church: services, classes, outreach, and everything our members should know.',
  ),
  '/notices': sameForEveryChurch(
    'Notices',
    'The church notice board: service changes, dues, facilities and other news for members.',
  ),
  '/ministries': sameForEveryChurch(
    'Ministries',
    'Children, youth, women, men, music and missions: find where you belong and when each ministry meets.',
  ),
  '/gallery': sameForEveryChurch(
    'Gallery',
    'Photos from services, camps, outreach and celebrations at church.',
  ),
  '/contact': ({ branchName }) => ({
    title: 'Contact us',
    description: `Find ${branchName}: address, service times, phone and email, or send us a message.`,
  }),
};

/** The tab's title: "Events · PIWC Asokwa", or the branch name alone on the home page. */
export const documentTitle = (title: string, church: Church) =>
  title === church.branchName ? title : `${title} · ${church.branchName}`;

/** Search results and previews show about 160 characters; longer text is cut at a word. */
export function shortDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max * 0.6 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,;:.–—-]+$/, '')}…`;
}
