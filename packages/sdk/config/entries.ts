/**
 * The published subpath entries of @opsdeck/sdk besides the root (`.`): one line per widget. `pnpm build` regenerates
 * package.json `exports` from this list (scripts/exportsMap.mjs) and tsup builds one module per entry, so adding a
 * widget is adding its line here, e.g. `{ name: 'health-dashboard', source: 'src/health/healthDashboardEntry.ts' }`.
 */
export interface SdkEntry {
  /** The subpath: `@opsdeck/sdk/<name>`; output in dist/<name>/index.js. */
  name: string;
  /** The module that lists the entry's exports. */
  source: string;
}

export const sdkEntries: readonly SdkEntry[] = [
  // Host-side test helpers (TestOpsdeckProvider): a subpath so that production bundles never carry them.
  { name: 'testing', source: 'src/testing/index.ts' },
  { name: 'health-dashboard', source: 'src/health/healthDashboardEntry.ts' },
  { name: 'check-detail', source: 'src/health/checkDetailEntry.ts' },
  { name: 'time-range-picker', source: 'src/time-range/timeRangePickerEntry.ts' },
  { name: 'link-to-incident', source: 'src/incidents/linkToIncidentEntry.ts' },
  { name: 'connection-form', source: 'src/connections/connectionFormEntry.ts' },
  { name: 'permission-editor', source: 'src/permissions/permissionEditorEntry.ts' },
];
