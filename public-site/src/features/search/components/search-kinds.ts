import {
  announcementsDomain,
  eventsDomain,
  leadersDomain,
  ministriesDomain,
  noticesDomain,
  sermonsDomain,
} from 'shared-ui/data';

/** Each kind search_content answers: its group's heading and where one of its rows is shown, in page order. */
export const SEARCH_KINDS = {
  sermon: { heading: 'Sermons', pathOf: sermonsDomain.publicPaths.of },
  event: { heading: 'Events', pathOf: eventsDomain.publicPaths.of },
  announcement: { heading: 'Announcements', pathOf: announcementsDomain.publicPaths.of },
  notice: { heading: 'Notices', pathOf: noticesDomain.publicPaths.of },
  ministry: { heading: 'Ministries', pathOf: ministriesDomain.publicPaths.of },
  leader: { heading: 'Leaders', pathOf: leadersDomain.publicPaths.of },
} as const;

export type SearchKind = keyof typeof SEARCH_KINDS;

export const isSearchKind = (kind: string): kind is SearchKind => kind in SEARCH_KINDS;
