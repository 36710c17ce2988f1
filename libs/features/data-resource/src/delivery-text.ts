import { defineCatalogue, type Translate } from '@portal/i18n';
import zh from './i18n/delivery.zh-CN.json';

/**
 * The strings of what a resource offers (issue 22: 数据获取, 数据预览, 接口服务). A catalogue part of
 * its own, as the sections are a chunk of their own (components/resource-use.tsx): the detail page's
 * first load stays within its budget (issue 13).
 */
export const deliveryText = defineCatalogue('dataResourceDelivery', zh, () => import('./i18n/delivery.en.json'));
export type DeliveryText = Translate<keyof typeof zh>;
