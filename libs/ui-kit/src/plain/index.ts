export { THEME, buttonClass, cx, type ButtonLook, type ButtonType } from './classes';
export { PlainIcon, type PlainIconProps } from './icon';
export { PlainButton, ButtonLink, ButtonAnchor, type PlainButtonProps, type ButtonLinkProps } from './button';
export { PlainTitle, PlainText, PlainParagraph, type PlainTitleProps, type PlainTextProps } from './typography';
export {
  PlainCard,
  PlainEmpty,
  PlainSkeleton,
  PlainSkeletonBlock,
  PlainResult,
  PlainSpin,
  PlainSpinDots,
  PlainSpinOverlay,
  type PlainResultProps,
} from './surfaces';
export { PlainFlex, PlainRow, PlainCol, PlainDivider, type PlainFlexProps, type PlainRowProps, type PlainColProps } from './layout';
export { PlainTag, type PlainTagProps } from './tag';
export { PlainBreadcrumb, type PlainBreadcrumbProps } from './breadcrumb';
export { PlainAlert, type PlainAlertProps } from './alert';
export { PlainRadioGroup, type PlainRadioGroupProps, type PlainRadioOption } from './radio';
export { PlainDescriptions, type PlainDescriptionsProps, type PlainDescriptionItem } from './descriptions';
export { PlainTable, type PlainTableProps, type PlainColumn } from './table';
export { PlainTabs, type PlainTabsProps, type PlainTab } from './tabs';
export { PlainPagination, pageWindow, type PlainPaginationProps } from './pagination';
export { PlainSectionCard, PlainFactList, type PlainSectionCardProps, type PlainFact } from './sections';
export { PlainSearchInput, type PlainSearchInputProps } from './search-input';
