export { PostgrestTable, createPostgrestClient } from './createPostgrestClient';
export type { PostgrestClient, RpcArgs, RpcOptions, UpsertOptions } from './createPostgrestClient';
export { PostgrestQuery, PostgrestSingleQuery } from './postgrestQuery';
export type {
  Column,
  ExecuteOptions,
  OrderOptions,
  PostgrestMethod,
  PostgrestRequest,
  PostgrestResult,
  QueryState,
} from './postgrestQuery';
export { FILTER_OPERATORS, conditionFactory, renderNested, renderTopLevel } from './postgrestFilters';
export type { Condition, ConditionFactory, FilterOperator, IsValue, OperatorValues } from './postgrestFilters';
export { compactSelect, embed, renderSelect } from './postgrestSelect';
export type { Embed, EmbedOptions, SelectInput, SelectItem } from './postgrestSelect';
export { formatArrayLiteral, formatContains, formatInList, quoteListValue } from './postgrestValue';
export type { ContainsValue, FilterScalar } from './postgrestValue';
export { parseContentRange } from './contentRange';
export type { ContentRange } from './contentRange';
