import type { DateInput } from '@opsdeck/api';
import { useOpsdeckContext } from './opsdeckContext';

/**
 * Writes a date and time the way the provider says (`dateTimeFormat`, `timeZone`): the console passes the user's
 * preferences, so a widget's dates read like the rest of the host's pages. Empty for a missing or zero date.
 */
export function useFormatDateTime(): (value: DateInput) => string {
  return useOpsdeckContext('useFormatDateTime').dateTime.formatDateTime;
}
