// What each JSON-LD type on the site must and should carry. schema.org itself requires nothing; these are the
// properties Google's structured-data guides name as required and recommended for its results (the sources are
// beside each type), plus the issue's own list for the church. Used by the function tests and the e2e journey.

type Node = Record<string, unknown>;

interface Rule {
  required: string[];
  recommended: string[];
  source: string;
}

export const RULES: Record<string, Rule> = {
  Church: {
    // Issue 25: name, address, geo, telephone, service times (here as weekly events).
    required: ['name', 'address', 'geo', 'telephone', 'event'],
    recommended: ['url', 'image', 'logo', 'sameAs', 'hasMap'],
    source: 'https://developers.google.com/search/docs/appearance/structured-data/local-business',
  },
  Event: {
    required: ['name', 'startDate', 'location'],
    recommended: [
      'description',
      'endDate',
      'eventStatus',
      'eventAttendanceMode',
      'image',
      'offers',
      'organizer',
    ],
    source: 'https://developers.google.com/search/docs/appearance/structured-data/event',
  },
  VideoObject: {
    required: ['name', 'thumbnailUrl', 'uploadDate'],
    recommended: ['description', 'embedUrl'],
    source: 'https://developers.google.com/search/docs/appearance/structured-data/video',
  },
  PodcastEpisode: {
    required: ['name', 'associatedMedia', 'datePublished'],
    recommended: ['description', 'url', 'image', 'author'],
    source: 'https://schema.org/PodcastEpisode',
  },
  CreativeWork: {
    required: ['name'],
    recommended: ['description', 'author', 'datePublished', 'url', 'image'],
    source: 'https://schema.org/CreativeWork',
  },
  Article: {
    required: [],
    recommended: ['headline', 'image', 'datePublished', 'dateModified', 'author'],
    source: 'https://developers.google.com/search/docs/appearance/structured-data/article',
  },
  Person: {
    required: ['name'],
    recommended: ['jobTitle', 'image', 'url'],
    source: 'https://schema.org/Person',
  },
  BreadcrumbList: {
    required: ['itemListElement'],
    recommended: [],
    source: 'https://developers.google.com/search/docs/appearance/structured-data/breadcrumb',
  },
};

const present = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)$/;

/** Everything wrong with one node: missing required or recommended properties, and malformed nested parts. */
export function problems(node: Node): string[] {
  const type = String(node['@type']);
  const rule = RULES[type];
  if (!rule) return [`${type}: no rule for this type`];
  const found = [
    ...rule.required.filter((p) => !present(node[p])).map((p) => `${type}: required ${p} is missing`),
    ...rule.recommended.filter((p) => !present(node[p])).map((p) => `${type}: recommended ${p} is missing`),
  ];
  if (type === 'Event') {
    for (const p of ['startDate', 'endDate'])
      if (present(node[p]) && !ISO_WITH_OFFSET.test(String(node[p])))
        found.push(`Event: ${p} ${node[p]} has no time zone offset`);
    const location = node.location as Node | undefined;
    if (location && !present(location.address)) found.push('Event: location.address is missing');
    const offers = node.offers as Node | undefined;
    for (const p of ['price', 'priceCurrency', 'availability', 'url'])
      if (offers && !present(offers[p])) found.push(`Event: offers.${p} is missing`);
  }
  if (type === 'BreadcrumbList') {
    const items = (node.itemListElement as Node[] | undefined) ?? [];
    items.forEach((item, i) => {
      if (item['@type'] !== 'ListItem' || item.position !== i + 1 || !present(item.name))
        found.push(`BreadcrumbList: item ${i + 1} needs @type ListItem, position ${i + 1} and a name`);
      if (i < items.length - 1 && !present(item.item))
        found.push(`BreadcrumbList: item ${i + 1} needs its URL`);
    });
  }
  if (type === 'Church') {
    const address = node.address as Node | undefined;
    for (const p of ['streetAddress', 'addressLocality', 'addressCountry'])
      if (address && !present(address[p])) found.push(`Church: address.${p} is missing`);
    for (const service of (node.event as Node[] | undefined) ?? []) {
      const schedule = service.eventSchedule as Node | undefined;
      if (!schedule?.byDay || !schedule.startTime || schedule.scheduleTimezone !== 'Africa/Accra')
        found.push(`Church: service ${String(service.name)} needs its days, start time and time zone`);
    }
  }
  return found;
}

/** The JSON-LD blocks of an HTML document, each parsed; a block that is not JSON fails the test. */
export function jsonLdNodes(html: string): Node[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.flatMap((m) => {
    const data = JSON.parse(m[1]!) as Node;
    return (data['@graph'] as Node[] | undefined) ?? [data];
  });
}
