export { Tag, Badge } from './Tag';
export type { TagProps, TagTone, TagSlots } from './Tag';
export { TagList, defaultTagListMessages } from './TagList';
export type { TagListProps, TagListItem, TagListMessages, TagListSlots } from './TagList';
