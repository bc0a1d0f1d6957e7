// `shared-ui/occurrences`: when events happen (their repeat rules and exceptions). The one implementation
// lives in supabase/functions/_shared, because Supabase deploys an Edge Function with only the files under
// supabase/functions; the apps import it through this entry so that the rule arithmetic (the rrule library)
// lands in the chunks of the pages that show dates, never on a first screen that shows none.
export {
  byStart,
  nextOccurrence,
  occurrenceOn,
  occurrencesBetween,
  occurrencesOf,
  type EventException,
  type Occurrence,
  type RecurringEvent,
  type Window,
} from '../../../supabase/functions/_shared/event-occurrences.ts';
export {
  WEEKDAYS,
  choicesFromRule,
  describeRule,
  ruleFromChoices,
  ruleProblem,
  weekOfMonth,
  type RepeatChoices,
  type RepeatFrequency,
  type Weekday,
} from '../../../supabase/functions/_shared/event-rule.ts';
export {
  CHURCH_TIME_ZONE,
  churchClockStamp,
  churchDay,
  fromChurchClock,
  startOfChurchDay,
  toChurchClock,
} from '../../../supabase/functions/_shared/church-time.ts';
