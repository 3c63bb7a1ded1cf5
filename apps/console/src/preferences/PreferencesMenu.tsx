import { DATETIME_FORMATS, formatDateTime, localTimeZone, resolveTimeZonePreference, timeZoneOptions, type DateTimeFormat } from '@opsdeck/api';
import { IconButton, PAGE_SIZE_OPTIONS, Popover, PopoverContent, PopoverTrigger, Select, Switch, type ColorScheme } from '@opsdeck/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { MonitorIcon, MoonIcon, SlidersIcon, SunIcon } from '../shell/icons';
import { THEMES, type Preferences } from './preferences';
import { setPreference, usePreferences } from './preferencesStore';
import * as styles from './PreferencesMenu.css';

const FORMAT_LABELS: Record<DateTimeFormat, string> = {
  short: 'Short',
  medium: 'Medium',
  full: 'Full',
  timestamp: 'Timestamp',
};

const THEME_CHOICES: Record<ColorScheme, { label: string; icon: ReactNode }> = {
  light: { label: 'Light', icon: <SunIcon /> },
  dark: { label: 'Dark', icon: <MoonIcon /> },
  system: { label: 'System', icon: <MonitorIcon /> },
};

function PreferencesForm({ preferences }: { preferences: Preferences }) {
  // Examples and offsets are those of the moment the menu opened; that is what the user compares against.
  const [now] = useState(() => new Date());
  const zones = useMemo(() => timeZoneOptions(now), [now]);
  const timeZone = resolveTimeZonePreference(preferences.timeZone, localTimeZone());
  const formatOptions = DATETIME_FORMATS.map((format) => ({
    value: format,
    label: `${FORMAT_LABELS[format]} (${formatDateTime(format === 'short' ? new Date(now.getTime() - 5 * 60_000) : now, format, { timeZone, now })})`,
  }));
  const zoneOptions = zones.map((zone) => ({
    value: zone.value,
    label: zone.value === 'Browser' ? `Browser (${localTimeZone()})` : zone.label,
  }));

  return (
    <div className={styles.panel}>
      <h2 className={styles.heading}>Preferences</h2>
      <Select
        label="Date and time format"
        options={formatOptions}
        value={preferences.dateTimeFormat}
        onValueChange={(value) => value && setPreference('dateTimeFormat', value as DateTimeFormat)}
      />
      <Select
        label="Display timezone"
        searchable
        options={zoneOptions}
        value={preferences.timeZone}
        onValueChange={(value) => value && setPreference('timeZone', value)}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Theme</legend>
        <div className={styles.segmented}>
          {THEMES.map((theme) => (
            <label key={theme} className={styles.segment}>
              <input
                className={styles.radio}
                type="radio"
                name="od-console-theme"
                value={theme}
                checked={preferences.theme === theme}
                onChange={() => setPreference('theme', theme)}
              />
              {THEME_CHOICES[theme].icon}
              {THEME_CHOICES[theme].label}
            </label>
          ))}
        </div>
      </fieldset>
      <Select
        label="Rows per page"
        options={PAGE_SIZE_OPTIONS.map((size) => ({ value: String(size), label: String(size) }))}
        value={String(preferences.pageSize)}
        onValueChange={(value) => value && setPreference('pageSize', Number(value))}
      />
      <Switch
        label="Collapse the sidebar"
        checked={preferences.sidebarCollapsed}
        onCheckedChange={(checked) => setPreference('sidebarCollapsed', checked)}
      />
    </div>
  );
}

/** The Preferences menu of the top bar (spec 001 sections 2.10 and 3.5): choices kept in this browser. */
export function PreferencesMenu() {
  const preferences = usePreferences();
  return (
    <Popover>
      <PopoverTrigger asChild>
        <IconButton label="Preferences">
          <SlidersIcon />
        </IconButton>
      </PopoverTrigger>
      <PopoverContent align="end" aria-label="Preferences">
        <PreferencesForm preferences={preferences} />
      </PopoverContent>
    </Popover>
  );
}
