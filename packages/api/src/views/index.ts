export {
  VIEW_DEFAULT_ICON,
  VIEW_DEFAULT_PAGE_SIZE,
  ViewRequestSchema,
  ViewSchema,
  compareViewsForSidebar,
  viewLabel,
} from './viewSchemas';
export type { View, ViewRequest } from './viewSchemas';
