import { useId, useState, type FormEvent } from 'react';
import { Button } from '@opsdeck/ui/button';
import { TextInput } from '@opsdeck/ui/text-input';
import { OptionList } from './OptionList';
import { loadRecentRanges, rememberRecentRange, type AbsoluteTimeRange } from './recentRanges';
import { formatDateTime, fromInputValue, sameTimeRange, toInputValue } from './timeRangeFormat';
import type { TimeRangePickerMessages } from './timeRangeMessages';
import * as styles from './TimeRangePanel.css';

export interface AbsoluteRangeFormProps {
  /** The current range: its dates fill the inputs when it is absolute. */
  value: AbsoluteTimeRange | null;
  onSubmit: (range: AbsoluteTimeRange) => void;
  timeZone: string;
  recentStorageKey: string;
  messages: TimeRangePickerMessages;
}

/** From and To, Clear and Submit, and the recently used absolute ranges. */
export function AbsoluteRangeForm({ value, onSubmit, timeZone, recentStorageKey, messages }: AbsoluteRangeFormProps) {
  const headingId = useId();
  const recentId = useId();
  const [from, setFrom] = useState(() => toInputValue(value?.from, timeZone));
  const [to, setTo] = useState(() => toInputValue(value?.to, timeZone));
  // Mounted only in the browser, once the tab is shown: reading storage here cannot differ from a server render.
  const [recent, setRecent] = useState(() => loadRecentRanges(recentStorageKey));

  const fromIso = fromInputValue(from, timeZone);
  const toIso = fromInputValue(to, timeZone);
  const outOfOrder = fromIso !== null && toIso !== null && Date.parse(fromIso) > Date.parse(toIso);
  const ready = fromIso !== null && toIso !== null && !outOfOrder;

  const choose = (range: AbsoluteTimeRange) => {
    setRecent(rememberRecentRange(recentStorageKey, recent, range));
    onSubmit(range);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (fromIso !== null && toIso !== null && !outOfOrder) choose({ type: 'absolute', display: 'Custom', from: fromIso, to: toIso });
  };

  const rangeLabel = (range: AbsoluteTimeRange) =>
    messages.absoluteRange(formatDateTime(range.from, timeZone), formatDateTime(range.to, timeZone));

  return (
    <div className={styles.tabPanel}>
      <form className={styles.form} aria-labelledby={headingId} onSubmit={submit} noValidate>
        <h3 id={headingId} className={styles.heading}>
          {messages.absoluteHeading}
        </h3>
        <TextInput
          type="datetime-local"
          label={messages.from}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
        <TextInput
          type="datetime-local"
          label={messages.to}
          value={to}
          error={outOfOrder ? messages.fromAfterTo : undefined}
          onChange={(event) => setTo(event.target.value)}
        />
        <div className={styles.actions}>
          <Button
            variant="secondary"
            title={messages.clearTitle}
            onClick={() => {
              setFrom('');
              setTo('');
            }}
          >
            {messages.clear}
          </Button>
          <Button type="submit" disabled={!ready}>
            {messages.submit}
          </Button>
        </div>
      </form>
      {recent.length > 0 ? (
        <>
          <h3 id={recentId} className={styles.heading}>
            {messages.recentHeading}
          </h3>
          <OptionList
            options={recent}
            labelledBy={recentId}
            optionKey={(range) => `${range.from}|${range.to}`}
            optionLabel={rangeLabel}
            isSelected={(range) => sameTimeRange(range, value)}
            onSelect={choose}
          />
        </>
      ) : null}
    </div>
  );
}
