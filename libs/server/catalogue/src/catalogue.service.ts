import type { ProductDetail, ResourceDetail } from '@portal/api-contract';
import { ERR, type DomainContext } from '@portal/server-core';
import { findProduct } from './products.repository';
import { findResource } from './resources.repository';

/** A data resource's detail page (public): not found when it is unknown or withdrawn. */
export async function resourceDetail(ctx: DomainContext, id: string): Promise<ResourceDetail> {
  const resource = await findResource(ctx.db, id);
  if (!resource) throw ERR.notFound('数据资源不存在或已下线');
  return resource;
}

/** A data product's detail page (public): not found when it is unknown or withdrawn. */
export async function productDetail(ctx: DomainContext, id: string): Promise<ProductDetail> {
  const product = await findProduct(ctx.db, id);
  if (!product) throw ERR.notFound('数据产品不存在或已下线');
  return product;
}
