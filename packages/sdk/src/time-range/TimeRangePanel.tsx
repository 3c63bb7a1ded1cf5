import { useId, useRef, type RefObject } from 'react';
import {
  FUTURE_TIME_RANGES,
  isIndefinite,
  QUICK_TIME_RANGES,
  RELATIVE_TIME_RANGES,
  type MappedTimeRange,
  type RelativeTimeRange,
  type TimeRange,
} from '@opsdeck/api';
import { Popover, PopoverAnchor, PopoverContent } from '@opsdeck/ui/popover';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@opsdeck/ui/tabs';
import { AbsoluteRangeForm } from './AbsoluteRangeForm';
import { OptionList } from './OptionList';
import { sameTimeRange } from './timeRangeFormat';
import type { TimeRangePickerMessages } from './timeRangeMessages';
import * as styles from './TimeRangePanel.css';

type TabName = 'absolute' | 'relative' | 'quick';

export interface TimeRangePanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The picker's trigger: the popover is placed against it and gives focus back to it on close. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  contentId: string;
  value: TimeRange | null;
  /** A range was chosen (the popover closes). */
  onSelect: (value: TimeRange) => void;
  showFutureRanges: boolean;
  timeZone: string;
  recentStorageKey: string;
  messages: TimeRangePickerMessages;
}

const tabOf = (value: TimeRange | null): TabName =>
  value?.type === 'absolute' ? 'absolute' : value?.type === 'mapped' ? 'quick' : 'relative';

/**
 * The popover of the TimeRangePicker, a chunk of its own (Radix Popover and Tabs): loaded when the picker first
 * opens. The trigger stays the picker's own button, so this part anchors to it rather than wrapping it.
 */
export function TimeRangePanel(props: TimeRangePanelProps) {
  const { open, onOpenChange, triggerRef, contentId, value, onSelect, messages } = props;
  const interactedOutside = useRef(false);
  const relativeId = useId();
  const futureId = useId();
  const quickId = useId();
  const optionLabel = (option: TimeRange) => messages.optionLabel(option.display ?? '');
  const isCurrent = (option: TimeRange) => sameTimeRange(option, value);

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={triggerRef as RefObject<HTMLButtonElement>} />
      <PopoverContent
        id={contentId}
        align="start"
        aria-label={messages.dialogLabel}
        className={styles.content}
        onOpenAutoFocus={() => {
          interactedOutside.current = false;
        }}
        onInteractOutside={(event) => {
          // The trigger toggles the popover itself; anything else outside closes it and keeps the focus it took.
          if (triggerRef.current?.contains(event.target as Node)) event.preventDefault();
          else interactedOutside.current = true;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!interactedOutside.current) triggerRef.current?.focus();
        }}
      >
        <Tabs defaultValue={tabOf(value)}>
          <TabsList aria-label={messages.dialogLabel}>
            <TabsTrigger value="absolute">{messages.absoluteTab}</TabsTrigger>
            <TabsTrigger value="relative">{messages.relativeTab}</TabsTrigger>
            <TabsTrigger value="quick">{messages.quickTab}</TabsTrigger>
          </TabsList>
          {/* The panels hold focusable lists and inputs, so they are not tab stops themselves. */}
          <TabsContent value="absolute" tabIndex={-1}>
            <AbsoluteRangeForm
              value={value?.type === 'absolute' ? value : null}
              onSubmit={onSelect}
              timeZone={props.timeZone}
              recentStorageKey={props.recentStorageKey}
              messages={messages}
            />
          </TabsContent>
          <TabsContent value="relative" tabIndex={-1} className={styles.tabPanel}>
            <h3 id={relativeId} className={styles.heading}>
              {messages.relativeHeading}
            </h3>
            <OptionList<RelativeTimeRange>
              options={RELATIVE_TIME_RANGES}
              labelledBy={relativeId}
              optionKey={(option) => option.range}
              optionLabel={optionLabel}
              isSelected={isCurrent}
              onSelect={onSelect}
            />
            {props.showFutureRanges ? (
              <>
                <h3 id={futureId} className={styles.heading}>
                  {messages.futureHeading}
                </h3>
                <OptionList<RelativeTimeRange>
                  options={FUTURE_TIME_RANGES}
                  labelledBy={futureId}
                  optionKey={(option) => option.range}
                  optionLabel={(option) => (isIndefinite(option) ? messages.indefinitely : optionLabel(option))}
                  isSelected={isCurrent}
                  onSelect={onSelect}
                />
              </>
            ) : null}
          </TabsContent>
          <TabsContent value="quick" tabIndex={-1} className={styles.tabPanel}>
            <h3 id={quickId} className={styles.heading}>
              {messages.quickHeading}
            </h3>
            <OptionList<MappedTimeRange>
              options={QUICK_TIME_RANGES}
              labelledBy={quickId}
              optionKey={(option) => option.display}
              optionLabel={optionLabel}
              isSelected={isCurrent}
              onSelect={(option) => onSelect({ ...option })}
            />
          </TabsContent>
        </Tabs>
      </PopoverContent>
    </Popover>
  );
}
