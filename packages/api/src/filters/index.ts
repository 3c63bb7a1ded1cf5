export {
  FILTER_PARAM_SUFFIX,
  decodeFilterRecord,
  decodeFilterValue,
  encodeFilterValue,
  escapeFilterValue,
  filterParamKey,
  filterParamName,
  formatFilterLabel,
  nextTristate,
  readFilterParams,
} from './includeExcludeFilter';
export type { FilterEntries, FilterState, TristateValue } from './includeExcludeFilter';
export {
  decodeLabelFilters,
  encodeLabelFilters,
  isBooleanLabel,
  labelFilterKey,
  matchesLabelFilters,
  parseLabelFilterKey,
} from './labelFilters';
export type { LabelFilter } from './labelFilters';
