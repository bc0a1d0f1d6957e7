import type { ServiceTime, Weekday } from '../data/domains/church-settings';

// How a service time reads ("Sundays, 8:00 am"), in `shared-ui/church` rather than `shared-ui/data`: the public route
// table imports the data entry (pages prefetch the church's details), and whatever that entry exports would ride
// on every first load; only the pages that show the times load this.

/** "sunday" → "Sunday". */
export const dayName = (day: Weekday) => `${day[0]!.toUpperCase()}${day.slice(1)}`;

/** "18:30" → "6:30 pm"; "12:00" → "12:00 pm"; "00:15" → "12:15 am". */
export function clockTime(time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
}

/** ["sunday"] → "Sundays"; ["wednesday", "friday"] → "Wednesdays and Fridays". */
export function daysLabel(days: Weekday[]): string {
  const names = days.map((d) => `${dayName(d)}s`);
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "Sundays, 8:00 am" */
export const serviceTimeLabel = (s: ServiceTime) => `${daysLabel(s.days)}, ${clockTime(s.time)}`;
