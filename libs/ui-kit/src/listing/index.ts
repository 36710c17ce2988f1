export { createListParams, type ListFilters, type ListParams, type ListParamsSpec, type FieldParsers } from './list-params';
export { useListFilters, type SortChoice } from './use-list-filters';
export { FacetPanel, type FacetPanelProps, type FacetGroup, type FacetBucket } from './facet-panel';
export { ListSearch, SortSelect, sortOptions, type ListSearchProps, type SortSelectProps } from './list-toolbar';
export { VISUALLY_HIDDEN } from '../layouts/layout-css';
export { ListView, ListSkeleton, MetaItem, SpokenPause, type ListViewProps, type ListSkeletonProps, type MetaItemProps } from './list-states';
export { LoadFailed, type LoadFailedProps } from './load-failed';
export { FacetedListLayout, type FacetedListLayoutProps, type ListPaging } from './faceted-list-layout';
export { DetailFrame, useFromListSearch, type DetailFrameProps } from './detail-frame';
export { DetailDrawer, useDetailParam, type DetailDrawerProps } from './detail-drawer';
export { textField } from './text-field';
export {
  FacetedListPage,
  type FacetedListPageProps,
  type FacetedListSort,
  type FacetedListStrings,
  type FacetedListState,
  type PagedData,
  type ListQueryOptions,
} from './faceted-list-page';
export { facetedListStrings, namedBuckets, type ListPageKey } from './list-strings';
export { DialogLayerContext, useDialogLayer } from './dialog-layer';
