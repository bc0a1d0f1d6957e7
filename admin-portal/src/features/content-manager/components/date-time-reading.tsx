import { fromDateTimeLocal } from 'shared-ui/inputs';
import { useWatch, type ZodForm, type ZodFormSchema } from 'shared-ui/forms';
import { formatDate } from '../api/format-date';

/**
 * What a date input holds, written out day-month-year (as lists and the public site write it): the browser's
 * own picker shows its computer's format, often month first, and a volunteer must not misread 05/12.
 */
export function DateTimeReading({
  form,
  name,
  kind,
}: {
  form: ZodForm<ZodFormSchema>;
  name: string;
  kind: 'date' | 'datetime';
}) {
  const value = useWatch({ control: form.control, name }) as unknown;
  const reading =
    typeof value !== 'string' || !value
      ? null
      : kind === 'date'
        ? formatDate(value)
        : formatDate(fromDateTimeLocal(value), true);
  return reading && reading !== '—' ? <span>{reading}. </span> : null;
}
