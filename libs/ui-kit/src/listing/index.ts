export { createListParams, type ListFilters, type ListParams, type ListParamsSpec, type FieldParsers } from './list-params';
export { useListFilters, type SortChoice } from './use-list-filters';
export { FacetPanel, type FacetPanelProps, type FacetGroup, type FacetBucket } from './facet-panel';
export { ListSearch, SortSelect, sortOptions, VISUALLY_HIDDEN, type ListSearchProps, type SortSelectProps } from './list-toolbar';
export { ListView, ListSkeleton, LoadFailed, MetaItem, type ListViewProps, type ListSkeletonProps, type LoadFailedProps, type MetaItemProps } from './list-states';
export { FacetedListLayout, type FacetedListLayoutProps, type ListPaging } from './faceted-list-layout';
export { DetailFrame, useFromListSearch, type DetailFrameProps } from './detail-frame';
export { DetailDrawer, useDetailParam, type DetailDrawerProps } from './detail-drawer';
export { textField } from './text-field';
