// `shared-ui/church`: how the church's details read on a page. Pure functions, not a shared module: each remote
// bundles what its pages use.
export { clockTime, dayName, daysLabel, serviceTimeLabel } from './service-time-label';
export {
  formatCalendarDay,
  formatDate,
  formatDayAndMonth,
  formatMonth,
  formatShortCalendarDay,
  formatShortDate,
  formatShortDateTime,
  formatTime,
  formatTimeRange,
  formatWeekdayDateTime,
} from './dates';
export { MOBILE_MONEY_NETWORKS, networkName } from './mobile-money';
// The address is written once, beside the calendar feed that also writes it (Edge Functions deploy only what is
// under supabase/functions).
export { addressLine } from '../../../supabase/functions/_shared/church-address.ts';
