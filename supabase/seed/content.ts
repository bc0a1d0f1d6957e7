/**
 * The seed's church content. Every person named here is fictional. Dates are relative to the moment
 * the seed runs, so there are always upcoming and past events. Rows with `published: false` exist on
 * purpose: the RLS tests and the "unpublished is not reachable" page tests look for them. Times are the
 * church's wall-clock times (Africa/Accra), whatever zone the machine running the seed is in.
 */
import { fromChurchClock, toChurchClock } from '../functions/_shared/church-time.ts';
import { ruleFromChoices, type Weekday } from '../functions/_shared/event-rule.ts';

const DAY = 24 * 60 * 60 * 1000;

/** `days` from the church's today at `hour`:`minute` on the church's clock, as an ISO timestamp. */
export function at(now: Date, days: number, hour = 9, minute = 0): string {
  const today = toChurchClock(now);
  const reading = Date.UTC(
    today.getUTCFullYear(),
    today.getUTCMonth(),
    today.getUTCDate() + days,
    hour,
    minute,
  );
  return fromChurchClock(new Date(reading)).toISOString();
}

/** `days` from the church's today as a calendar date (yyyy-mm-dd). */
export function onDay(now: Date, days: number): string {
  return toChurchClock(new Date(now.getTime() + days * DAY))
    .toISOString()
    .slice(0, 10);
}

export const SUNDAY = 0;
const WEDNESDAY = 3;
const FRIDAY = 5;
const SATURDAY = 6;

/**
 * Days from today to the n-th coming (n ≥ 1) or past (n ≤ -1) `weekday` (0 = Sunday), never today:
 * services fall on Sundays and sermons were preached on Sundays, whatever day the seed runs.
 */
export function daysTo(now: Date, weekday: number, n: number): number {
  const today = toChurchClock(now).getUTCDay();
  if (n > 0) return ((weekday - today + 7) % 7 || 7) + (n - 1) * 7;
  return -(((today - weekday + 7) % 7 || 7) + (-n - 1) * 7);
}

export const welcome = {
  title: 'Welcome to PIWC Asokwa',
  content:
    'Pentecost International Worship Centre, Asokwa is a family of believers in the heart of Kumasi. ' +
    'We gather every Sunday to worship in spirit and in truth, to hear the Word, and to serve our city ' +
    'together. Whether you are visiting Kumasi for a weekend or looking for a church to call home, ' +
    'there is a seat for you here — come as you are.',
};

/**
 * The church_settings row. The service times here are the ones the rest of the seed mentions: two Sunday
 * services (8:00 and 10:30 am), Wednesday Bible study and Friday prayer at 6:30 pm,
 * a monthly all-night prayer from 9 pm (an event).
 */
export const churchSettings = {
  street_address: 'Plot 14, Asokwa Main Road',
  locality: 'Asokwa, Kumasi',
  region: 'Ashanti Region',
  landmark: 'Opposite the Asokwa Post Office, a short walk from the interchange',
  ghanapost_gps: 'AK-039-5028',
  map_url: 'https://www.openstreetmap.org/?mlat=6.6712&mlon=-1.6065#map=17/6.6712/-1.6065',
  latitude: 6.6712,
  longitude: -1.6065,
  phone: '+233 32 202 4180',
  whatsapp: '+233 24 400 1234',
  email: 'office@piwc-asokwa.org',
  service_times: [
    { name: 'First Service', days: ['sunday'], time: '08:00', note: 'Children’s church runs alongside' },
    { name: 'Second Service', days: ['sunday'], time: '10:30', note: 'Children’s church runs alongside' },
    { name: 'Midweek Bible Study', days: ['wednesday'], time: '18:30' },
    {
      name: 'Prayer Meeting',
      days: ['friday'],
      time: '18:30',
      note: 'All-night prayer once a month, from 9 pm',
    },
  ],
  social_links: [
    { label: 'Facebook', url: 'https://www.facebook.com/piwcasokwa' },
    { label: 'YouTube', url: 'https://www.youtube.com/@piwcasokwa' },
    { label: 'Instagram', url: 'https://www.instagram.com/piwcasokwa' },
  ],
  mobile_money: [
    { network: 'mtn', number: '+233 24 400 1234', account_name: 'PIWC Asokwa' },
    { network: 'telecel', number: '+233 20 400 1234', account_name: 'PIWC Asokwa' },
  ],
  bank_accounts: [
    {
      bank: 'GCB Bank',
      account_name: 'Pentecost International Worship Centre, Asokwa',
      account_number: '1021 3040 5060 78',
      branch: 'Asokwa',
    },
  ],
  giving_note: 'Please use your name and “Tithe”, “Offering” or “Building fund” as the reference.',
  livestream_url: 'https://www.youtube.com/@piwcasokwa/live',
  is_live: false,
};

/**
 * The visit_page row: the words around what church_settings already says. No times or addresses here, so the
 * page never contradicts the settings the office edits.
 */
export const visitPage = {
  intro:
    'Visiting for the first time? You are very welcome. Here is what a Sunday morning with us looks like, so ' +
    'you know what to expect before you arrive.',
  what_to_expect:
    'Each service lasts about two hours: lively praise and worship in English, a time of prayer, a sermon from ' +
    'the Bible and a short welcome for visitors near the end. Come as you are — some wear their Sunday best, ' +
    'others come in jeans. Ushers at the door will help you find a seat, and there is a visitors’ desk in the ' +
    'foyer where we would love to meet you after the service.',
  parking:
    'There is free parking in the church yard, and ushers in yellow vests direct cars from the gate. On busy ' +
    'Sundays the overflow is at the school field next door; please leave the roadside clear for trotros.',
  childrens_church:
    'Children from 3 to 12 years go to children’s church during both services, with checked-in teachers and ' +
    'a signed pick-up tag for parents. Babies and toddlers are welcome in the main auditorium, and the mothers’ ' +
    'room at the back has a speaker so you can still follow the service.',
  getting_here:
    'From the Asokwa interchange, head towards the market on Asokwa Main Road; we are on the right. Taxis and ' +
    'trotros to Asokwa stop a short walk from the gate — ask for the post office.',
};

export const announcements = (now: Date) => [
  {
    title: 'Harvest Thanksgiving Service',
    summary: 'Bring your first fruits as we give thanks for another year of God’s faithfulness.',
    content:
      'Our annual Harvest Thanksgiving is here. One combined service starts at 9:00 am in the main auditorium and ' +
      'is followed by the harvest auction and a shared meal on the church grounds. Each ministry will ' +
      'present its harvest offering. Invite a friend and come dressed in your best kente.',
    event_date: at(now, daysTo(now, SUNDAY, 2), 9),
    location: 'Main Auditorium, Asokwa',
    category: 'Service',
    publish_at: at(now, -3, 10),
  },
  {
    title: 'New Members’ Class Begins',
    summary: 'A six-week class for everyone who has recently joined the PIWC Asokwa family.',
    content:
      'If you have joined us in the past year, the New Members’ Class is the best place to meet the pastors, ' +
      'learn what we believe and find where you fit. Classes run on Sunday afternoons after the second service.',
    event_date: at(now, daysTo(now, SUNDAY, 1), 14),
    location: 'Conference Room B',
    category: 'Discipleship',
    publish_at: at(now, -6, 9),
  },
  {
    title: 'Blood Donation Drive with Komfo Anokye Hospital',
    summary: 'Give blood, save lives: the hospital’s mobile unit will be at church after service.',
    content:
      'In partnership with the regional blood bank, a mobile donation unit will be on the church car park. ' +
      'Eat a good breakfast, bring a valid ID, and give the gift of life.',
    event_date: at(now, daysTo(now, SUNDAY, 3), 11),
    location: 'Church car park',
    category: 'Outreach',
    publish_at: at(now, -1, 18),
  },
  {
    title: 'Youth Camp Registration Open',
    summary: 'Registration for the Youth Camp at Lake Bosomtwe closes at the end of the month.',
    content:
      'Three days of worship, teaching, games and friendships at Lake Bosomtwe. Registration forms are at ' +
      'the youth desk; the fee covers transport, meals and accommodation. Sponsors are welcome.',
    event_date: at(now, daysTo(now, FRIDAY, 5), 7),
    location: 'Lake Bosomtwe',
    category: 'Youth',
    publish_at: at(now, -10, 12),
  },
  {
    title: 'Church Library Now Open on Saturdays',
    summary: 'Borrow Christian books and study Bibles every Saturday from 10 am to 2 pm.',
    content:
      'Thanks to generous donations, the church library has grown to over 1,200 titles. It is now open ' +
      'on Saturdays as well. Children’s books are on the ground floor.',
    event_date: null,
    location: 'Church library, Block C',
    category: 'General',
    publish_at: at(now, -20, 9),
  },
  {
    title: 'Thank You for the School Supplies Appeal',
    summary: 'Over 400 pupils in Asokwa received books, bags and sandals.',
    content:
      'Your generosity made it possible to supply four basic schools in our community for the new term. ' +
      'Thank you to everyone who gave and to the volunteers who packed and delivered.',
    event_date: at(now, daysTo(now, SATURDAY, -2), 10),
    location: 'Asokwa',
    category: 'Outreach',
    publish_at: at(now, -12, 15),
  },
  {
    title: 'Draft: Building Fund Update',
    summary: 'Not yet published: figures awaiting the finance committee.',
    content: 'This announcement is a draft and must not be visible to visitors.',
    event_date: null,
    location: null,
    category: 'General',
    publish_at: at(now, -1, 9),
    published: false,
  },
];

const TUESDAY = 2;
const THURSDAY = 4;

/** An events row as the seed writes it, with its series' exceptions (event_exceptions rows). */
interface SeedEvent {
  title: string;
  description: string;
  location: string;
  starts_at: string;
  ends_at: string | null;
  rrule?: string;
  category: string;
  published?: boolean;
  exceptions?: ({ occurrence_start: string } & Record<string, unknown>)[];
}

/**
 * Events: the weekly services and meetings repeat from their next date on (with the exceptions a real
 * month has), courses run a set number of times or until a date, and special occasions happen once. The service times agree with
 * the church's published ones: Sunday worship 8:00 am, Bible study Wednesday 6:30 pm, prayer Friday 6:30 pm.
 */
export const events = (now: Date): SeedEvent[] => [
  {
    title: 'Sunday Worship Service',
    description:
      'Two services, at 8:00 and 10:30 am, with praise, worship and the Word. Children’s church runs alongside.',
    location: 'Main Auditorium',
    ...sameDay(now, daysTo(now, SUNDAY, 1), '08:00', '12:30'),
    rrule: 'FREQ=WEEKLY;BYDAY=SU',
    category: 'Service',
    exceptions: [
      {
        occurrence_start: at(now, daysTo(now, SUNDAY, 2), 8),
        cancelled: true,
        note: 'No separate service this Sunday: join the Harvest Thanksgiving at 8:30 am.',
      },
    ],
  },
  {
    title: 'Midweek Bible Study',
    description: 'Walking through the book of Romans together. Bring your Bible and a notebook.',
    location: 'Main Auditorium',
    ...sameDay(now, daysTo(now, WEDNESDAY, 1), '18:30', '20:00'),
    rrule: 'FREQ=WEEKLY;BYDAY=WE',
    category: 'Teaching',
    exceptions: [
      {
        occurrence_start: at(now, daysTo(now, WEDNESDAY, 2), 18, 30),
        title: 'Bible Study: Questions on Romans',
      },
      {
        occurrence_start: at(now, daysTo(now, WEDNESDAY, 3), 18, 30),
        ...sameDay(now, daysTo(now, WEDNESDAY, 3) + 1, '18:30', '20:00'),
        location: 'Conference Room A',
        note: 'Moved to Thursday this week: the auditorium hosts the district meeting on Wednesday.',
      },
    ],
  },
  {
    title: 'Friday Prayer Meeting',
    description: 'An hour of prayer for the church, our families and Kumasi.',
    location: 'Prayer Room',
    ...sameDay(now, daysTo(now, FRIDAY, 1), '18:30', '19:30'),
    rrule: 'FREQ=WEEKLY;BYDAY=FR',
    category: 'Prayer',
  },
  {
    title: 'All-Night Prayer Meeting',
    description:
      'On the last Friday of each month: a night of prayer for our families, our city and the nations.',
    location: 'Main Auditorium',
    starts_at: at(now, nextLastFriday(now), 21),
    ends_at: at(now, nextLastFriday(now) + 1, 4),
    rrule: 'FREQ=MONTHLY;BYDAY=-1FR',
    category: 'Prayer',
  },
  {
    title: 'Baptism Class',
    description:
      'Six weeks of teaching for everyone preparing to be baptised. Register at the church office.',
    location: 'Conference Room B',
    ...sameDay(now, daysTo(now, TUESDAY, 1), '18:00', '19:00'),
    rrule: weeklyUntil(now, at(now, daysTo(now, TUESDAY, 1), 18), 'TU', daysTo(now, TUESDAY, 6)),
    category: 'Teaching',
  },
  {
    title: 'Harvest Thanksgiving',
    description: 'Our annual thanksgiving service, harvest auction and shared meal.',
    location: 'Main Auditorium and church grounds',
    ...sameDay(now, daysTo(now, SUNDAY, 2), '09:00', '15:00'),
    category: 'Service',
  },
  {
    title: 'Marriage Enrichment Course',
    description:
      'Four Saturday afternoons for married and engaged couples: communication, finances and growing together in faith.',
    location: 'Conference Room A',
    ...sameDay(now, daysTo(now, SATURDAY, 2), '15:00', '18:00'),
    rrule: 'FREQ=WEEKLY;BYDAY=SA;COUNT=4',
    category: 'Family',
  },
  {
    title: 'Community Health Screening',
    description: 'Free blood pressure, sugar and eye checks with volunteer nurses and doctors.',
    location: 'Asokwa Community Centre',
    ...sameDay(now, daysTo(now, SATURDAY, -1), '09:00', '14:00'),
    category: 'Outreach',
  },
  {
    title: 'Choir and Instrumentalists’ Concert',
    description: 'An evening of choral music, highlife hymns and contemporary worship.',
    location: 'Main Auditorium',
    ...sameDay(now, daysTo(now, SUNDAY, -2), '17:00', '20:00'),
    category: 'Music',
  },
  {
    title: 'Youth Sports Day',
    description: 'Football, relay races and tug-of-war between the youth fellowships.',
    location: 'Asokwa Park',
    ...sameDay(now, daysTo(now, SATURDAY, -4), '08:00', '13:00'),
    category: 'Youth',
  },
  {
    title: 'Children’s Bible Quiz',
    description: 'Teams from every children’s class compete on the life of Joseph.',
    location: 'Children’s Church Hall',
    starts_at: at(now, daysTo(now, SUNDAY, -6), 13),
    ends_at: null,
    category: 'Children',
  },
  {
    title: 'Leaders’ Retreat (planning)',
    description: 'Not yet published: venue to be confirmed.',
    location: 'To be confirmed',
    starts_at: at(now, daysTo(now, FRIDAY, 7), 9),
    ends_at: at(now, daysTo(now, FRIDAY, 7) + 1, 16),
    category: 'Leadership',
    published: false,
  },
  {
    title: 'Leaders’ Monthly Meeting (planning)',
    description: 'Not yet published: a series whose dates are still being agreed.',
    location: 'Conference Room A',
    ...sameDay(now, daysTo(now, THURSDAY, 1), '19:00', '20:30'),
    rrule: ruleFromChoices(
      { frequency: 'monthly-date', interval: 1, weekdays: [], end: { kind: 'never' } },
      at(now, daysTo(now, THURSDAY, 1), 19),
    ),
    category: 'Leadership',
    published: false,
    exceptions: [
      { occurrence_start: at(now, daysTo(now, THURSDAY, 1), 19), title: 'Leaders’ Meeting: budget' },
    ],
  },
];

/** Days from today to the next last-Friday-of-a-month (never today): the all-night prayer's next night. */
function nextLastFriday(now: Date): number {
  const today = toChurchClock(now);
  for (let months = 0; ; months++) {
    const lastDay = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months + 1, 0));
    const friday = Date.UTC(
      lastDay.getUTCFullYear(),
      lastDay.getUTCMonth(),
      lastDay.getUTCDate() - ((lastDay.getUTCDay() - FRIDAY + 7) % 7),
    );
    const days = Math.round(
      (friday - Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())) / DAY,
    );
    if (days > 0) return days;
  }
}

/** On one church day from `starts` to `ends` ('18:30'): the day is named once, so the two cannot drift apart. */
function sameDay(now: Date, days: number, starts: string, ends: string) {
  const time = (hhmm: string) => hhmm.split(':').map(Number) as [number, number];
  return { starts_at: at(now, days, ...time(starts)), ends_at: at(now, days, ...time(ends)) };
}

/** Weekly on `weekday` until the church day `days` from today, as the admin's plain choices make it. */
function weeklyUntil(now: Date, startsAt: string, weekday: Weekday, days: number): string {
  return ruleFromChoices(
    { frequency: 'weekly', interval: 1, weekdays: [weekday], end: { kind: 'until', day: onDay(now, days) } },
    startsAt,
  );
}

export const leaders = [
  {
    name: 'Pastor Emmanuel K. Owusu-Darko',
    role: 'Resident Pastor',
    ministry: 'Pastoral',
    bio: 'Pastor Emmanuel has led PIWC Asokwa since 2019. He loves expository preaching and mentoring young leaders, and is married with three children.',
  },
  {
    name: 'Mrs. Grace Owusu-Darko',
    role: 'Pastor’s Wife',
    ministry: 'Women’s Ministry',
    bio: 'Grace leads the women’s fellowship and the hospital visitation team. She trained as a pharmacist in Kumasi.',
  },
  {
    name: 'Elder Kwabena Asante-Boadu',
    role: 'Presiding Elder',
    ministry: 'Church Council',
    bio: 'An engineer by profession, Elder Kwabena coordinates the church council and the building committee.',
  },
  {
    name: 'Elder Yaw Frimpong-Manso',
    role: 'Elder',
    ministry: 'Men’s Ministry',
    bio: 'Elder Yaw leads the men’s fellowship and the Saturday morning prayer breakfast.',
  },
  {
    name: 'Deaconess Akosua Boatemaa Nyarko',
    role: 'Deaconess',
    ministry: 'Children’s Ministry',
    bio: 'A primary school teacher who has served in children’s church for fifteen years.',
  },
  {
    name: 'Deacon Kofi Adjei-Mintah',
    role: 'Deacon',
    ministry: 'Evangelism and Missions',
    bio: 'Kofi organises the monthly outreach to the villages around Ejisu and the hospital ministry.',
  },
  {
    name: 'Bro. Kojo Ansah-Wiredu',
    role: 'Youth Leader',
    ministry: 'Youth Ministry',
    bio: 'Kojo is a software developer who leads the youth fellowship and the media team.',
  },
  {
    name: 'Sis. Adwoa Serwaa Bediako',
    role: 'Music Director',
    ministry: 'Music Ministry',
    bio: 'Adwoa directs the choir and the praise team and teaches music at a senior high school.',
  },
  {
    name: 'Elder Samuel Tetteh-Larbi',
    role: 'Elder (on sabbatical)',
    ministry: 'Church Council',
    bio: 'Not yet published.',
    published: false,
  },
];

export const ministries = [
  {
    name: 'Children’s Ministry',
    summary: 'Bible stories, songs and care for ages 3 to 12.',
    description:
      'Children’s church meets during both Sunday services in the Children’s Church Hall, in classes by age. Every teacher is trained and checked.',
    leader_name: 'Deaconess Akosua Boatemaa Nyarko',
    schedule: 'Sundays, during both services',
    age_group: '3–12 years',
  },
  {
    name: 'Youth Ministry',
    summary: 'Faith, friendship and purpose for teenagers and young adults.',
    description:
      'Fellowship on Friday evenings, camps, sports days and mentoring for students and young workers.',
    leader_name: 'Bro. Kojo Ansah-Wiredu',
    schedule: 'Fridays, 6:30 pm',
    age_group: '13–30 years',
  },
  {
    name: 'Women’s Ministry',
    summary: 'Women encouraging one another in faith and service.',
    description: 'Monthly fellowship, hospital visitation, and the widows’ support fund.',
    leader_name: 'Mrs. Grace Owusu-Darko',
    schedule: 'First Saturday of the month, 4 pm',
    age_group: 'Adults',
  },
  {
    name: 'Men’s Ministry',
    summary: 'Men growing as husbands, fathers and servants of Christ.',
    description: 'Saturday prayer breakfast, the workplace integrity seminar and community work days.',
    leader_name: 'Elder Yaw Frimpong-Manso',
    schedule: 'Saturdays, 7 am',
    age_group: 'Adults',
  },
  {
    name: 'Music Ministry',
    summary: 'The choir, the praise team and the instrumentalists.',
    description: 'Rehearsals on Thursdays. New singers and players are welcome after a short audition.',
    leader_name: 'Sis. Adwoa Serwaa Bediako',
    schedule: 'Thursdays, 6 pm',
    age_group: 'All ages',
  },
  {
    name: 'Evangelism and Missions',
    summary: 'Taking the good news to Kumasi and beyond.',
    description: 'Street outreach, hospital visits, and support for mission stations in the Ashanti Region.',
    leader_name: 'Deacon Kofi Adjei-Mintah',
    schedule: 'Last Saturday of the month',
    age_group: 'Adults',
  },
  {
    name: 'Sign Language Fellowship (pilot)',
    summary: 'Not yet published.',
    description: 'A pilot under discussion.',
    leader_name: 'To be appointed',
    schedule: 'To be confirmed',
    age_group: 'All ages',
    published: false,
  },
];

export const albums = (now: Date) => [
  {
    title: 'Harvest Thanksgiving 2025',
    description: 'Dancing, giving and feasting at last year’s harvest.',
    album_date: onDay(now, -320),
    photos: [
      'Procession of the choir',
      'The harvest table',
      'Children presenting their offering',
      'Auction time',
      'Shared meal on the grounds',
      'Closing prayer',
    ],
  },
  {
    title: 'Youth Camp at Lake Bosomtwe',
    description: 'Three days of worship and friendship by the lake.',
    album_date: onDay(now, -150),
    photos: ['Arrival at the lake', 'Morning devotion', 'Canoe race', 'Campfire worship', 'Group photo'],
  },
  {
    title: 'Community Health Screening',
    description: 'Volunteer nurses and doctors serving Asokwa.',
    album_date: onDay(now, daysTo(now, SATURDAY, -1)),
    photos: ['Registration desk', 'Blood pressure checks', 'Eye tests', 'Volunteers after the day'],
  },
  {
    title: 'Leaders’ Retreat (draft album)',
    description: 'Not yet published.',
    album_date: onDay(now, -2),
    photos: ['Planning session', 'Worship'],
    published: false,
  },
];

export const notices = (now: Date) => [
  {
    title: 'Service times during the convention week',
    summary: 'One combined service at 9 am on Sunday.',
    content:
      'During the area convention week we hold one combined service at 9 am. Midweek meetings move to the convention grounds.',
    category: 'Services',
    pinned: true,
    publish_at: at(now, -2, 8),
    expires_at: at(now, 20, 23),
  },
  {
    title: 'Welfare dues for the quarter',
    summary: 'Please pay at the finance desk or by mobile money.',
    content:
      'Welfare dues support members in times of bereavement and illness. Pay at the finance desk after service or by mobile money; ask for a receipt.',
    category: 'Finance',
    pinned: false,
    publish_at: at(now, -5, 9),
    expires_at: null,
    attachment: true,
  },
  {
    title: 'Car park closed for resurfacing',
    summary: 'Use the school field next door for parking.',
    content:
      'The church car park will be resurfaced over the next two weeks. Ushers will direct you to the school field.',
    category: 'Facilities',
    pinned: false,
    publish_at: at(now, -1, 12),
    expires_at: at(now, 14, 18),
  },
  {
    title: 'Choir auditions',
    summary: 'New voices wanted for the Christmas cantata.',
    content: 'Auditions take place after Thursday rehearsal. Prepare one hymn of your choice.',
    category: 'Music',
    pinned: false,
    publish_at: at(now, -7, 17),
    expires_at: at(now, 30, 21),
  },
  {
    title: 'Lost and found',
    summary: 'A blue umbrella and a child’s sweater are at the front desk.',
    content: 'Items left in the auditorium are kept at the front desk for one month.',
    category: 'General',
    pinned: false,
    publish_at: at(now, -9, 10),
    expires_at: null,
  },
  {
    title: 'Easter programme (expired)',
    summary: 'This notice has expired and must not be visible to visitors.',
    content: 'Expired notice kept for the record.',
    category: 'Services',
    pinned: false,
    publish_at: at(now, -60, 9),
    expires_at: at(now, -30, 23),
  },
  {
    title: 'Draft: Building committee meeting',
    summary: 'Not yet published.',
    content: 'Draft notice.',
    category: 'General',
    pinned: false,
    publish_at: at(now, -1, 9),
    expires_at: null,
    published: false,
  },
];

export const milestones = [
  {
    year: 1998,
    title: 'First English assembly meeting',
    description:
      'Twenty-three students and workers met in a classroom at Asokwa for the first English-speaking service.',
  },
  {
    year: 2001,
    title: 'A permanent home',
    description: 'The assembly acquired land on the Asokwa road and began building with its own hands.',
  },
  {
    year: 2004,
    title: 'Became PIWC Asokwa',
    description:
      'The assembly was named a Pentecost International Worship Centre to serve Kumasi’s growing international community.',
  },
  {
    year: 2008,
    title: 'Main auditorium dedicated',
    description: 'The 1,200-seat auditorium was dedicated after four years of building.',
  },
  {
    year: 2012,
    title: 'Children’s Church Hall opened',
    description: 'A dedicated hall with six classrooms for the children’s ministry.',
  },
  {
    year: 2016,
    title: 'First missions outreach to the north',
    description: 'A team of forty travelled to Tamale for a week of medical and evangelistic outreach.',
  },
  {
    year: 2020,
    title: 'Services go online',
    description: 'Livestreamed services kept the church together through the pandemic.',
  },
  {
    year: 2023,
    title: '25 years of worship',
    description: 'A week of celebration, thanksgiving and a community health fair marked our silver jubilee.',
  },
  { year: 2026, title: 'Youth centre (planned)', description: 'Not yet published.', published: false },
];

/** Sermons; `audio: true` ones get a short generated recording (seed/audio.ts). */
export const sermons = (now: Date) => [
  {
    title: 'Walking by Faith, Not by Sight',
    audio: true,
    preacher: 'Pastor Emmanuel K. Owusu-Darko',
    preached_on: onDay(now, daysTo(now, SUNDAY, -1)),
    series: 'Faith that Works',
    scripture: '2 Corinthians 5:1-10',
    summary: 'Faith sees what the eye cannot and keeps walking when the road is unclear.',
    slides: 'pdf',
  },
  {
    title: 'The Faith of Abraham',
    audio: true,
    preacher: 'Pastor Emmanuel K. Owusu-Darko',
    preached_on: onDay(now, daysTo(now, SUNDAY, -2)),
    series: 'Faith that Works',
    scripture: 'Romans 4:16-25',
    summary: 'Abraham believed God against all hope; his faith was counted as righteousness.',
    slides: 'pdf',
  },
  {
    title: 'Faith Without Works Is Dead',
    audio: true,
    preacher: 'Elder Kwabena Asante-Boadu',
    preached_on: onDay(now, daysTo(now, SUNDAY, -3)),
    series: 'Faith that Works',
    scripture: 'James 2:14-26',
    summary: 'True faith shows itself in love that acts.',
    slides: 'odp',
  },
  {
    title: 'The Good Shepherd',
    audio: true,
    preacher: 'Pastor Emmanuel K. Owusu-Darko',
    preached_on: onDay(now, daysTo(now, SUNDAY, -4)),
    series: 'I Am',
    scripture: 'John 10:1-18',
    summary: 'Jesus knows his sheep by name and lays down his life for them.',
    slides: 'pdf+odp',
  },
  {
    title: 'The Bread of Life',
    preacher: 'Mrs. Grace Owusu-Darko',
    preached_on: onDay(now, daysTo(now, SUNDAY, -5)),
    series: 'I Am',
    scripture: 'John 6:25-40',
    summary: 'Only Christ satisfies the hunger of the soul.',
    slides: null,
  },
  {
    title: 'The Light of the World',
    preacher: 'Elder Yaw Frimpong-Manso',
    preached_on: onDay(now, daysTo(now, SUNDAY, -6)),
    series: 'I Am',
    scripture: 'John 8:12',
    summary: 'Walking in his light, we no longer stumble in darkness.',
    slides: null,
  },
  {
    title: 'Serving One Another in Love',
    preacher: 'Deacon Kofi Adjei-Mintah',
    preached_on: onDay(now, daysTo(now, SUNDAY, -7)),
    series: null,
    scripture: 'Galatians 5:13-15',
    summary: 'Freedom in Christ is freedom to serve.',
    slides: null,
  },
  {
    title: 'Giving Thanks in All Things',
    preacher: 'Pastor Emmanuel K. Owusu-Darko',
    preached_on: onDay(now, daysTo(now, SUNDAY, -8)),
    series: null,
    scripture: '1 Thessalonians 5:16-18',
    summary: 'Thanksgiving is God’s will for us in every season.',
    slides: null,
  },
  {
    title: 'Draft: Advent series introduction',
    preacher: 'Pastor Emmanuel K. Owusu-Darko',
    preached_on: onDay(now, daysTo(now, SUNDAY, 1)),
    series: 'Advent',
    scripture: 'Isaiah 9:2-7',
    summary: 'Not yet published.',
    slides: 'pdf',
    published: false,
  },
];

export const podcast = {
  title: 'PIWC Asokwa Sermons',
  description:
    'Sunday sermons from Pentecost International Worship Centre, Asokwa, in Kumasi, Ghana: teaching from the Bible ' +
    'for everyday faith, a new message every week.',
  author: 'PIWC Asokwa',
};

/** Messages to the office, newest last; `days` is how long ago each arrived. */
export const contactMessages = (now: Date) =>
  [
    {
      name: 'Ama Fictional-Sample',
      email: 'ama.sample@example.com',
      phone: '+233 20 000 0001',
      subject: 'Visiting next Sunday',
      message: 'Hello, we are visiting Kumasi next week. Is there parking at the church?',
      handled: true,
      days: 9,
    },
    {
      name: 'Yaw Boateng-Sample',
      email: 'yaw.sample@example.com',
      phone: '+233 24 000 0002',
      subject: 'Prayer request',
      message:
        'Please remember my mother in prayer. She has an operation at Komfo Anokye on Thursday morning. Thank you.',
      handled: true,
      days: 6,
    },
    {
      name: 'Efua Mensah-Sample',
      email: 'efua.sample@example.com',
      phone: null,
      subject: 'Joining the choir',
      message:
        'I sang in my church choir in Takoradi and have just moved to Kumasi for work. When are the rehearsals, and who should I speak to?',
      handled: false,
      days: 4,
    },
    {
      name: 'John Placeholder',
      email: 'john.placeholder@example.com',
      phone: null,
      subject: 'Wedding enquiry',
      message: 'Could someone tell me how to book the auditorium for a wedding?',
      handled: false,
      days: 2,
    },
    {
      name: 'Kwabena Owusu-Sample',
      email: 'kwabena.sample@example.com',
      phone: '+233 55 000 0003',
      subject: 'Receipt for my tithe',
      message:
        'I sent my tithe by MTN MoMo last Sunday but did not get a receipt. Could the finance desk confirm it arrived? Reference: my name.',
      handled: false,
      days: 1,
    },
  ].map(({ days, ...m }) => ({ ...m, created_at: at(now, -days, 10 + days) }));
