import type { Kysely } from 'kysely';

/** Public catalogue (issue 5): departments, data domains, data resources, data products. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('departments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('short_name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('data_domains')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('data_resources')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('department_id', 'text', (c) => c.notNull().references('departments.id'))
    .addColumn('domain_id', 'text', (c) => c.notNull().references('data_domains.id'))
    .addColumn('open_type', 'text', (c) => c.notNull())
    .addColumn('update_frequency', 'text', (c) => c.notNull())
    .addColumn('formats', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('record_count', 'bigint', (c) => c.notNull())
    .addColumn('field_schema', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('data_resources_domain_updated_idx').on('data_resources').columns(['domain_id', 'updated_at']).execute();
  await db.schema.createIndex('data_resources_department_updated_idx').on('data_resources').columns(['department_id', 'updated_at']).execute();
  await db.schema.createIndex('data_resources_open_type_idx').on('data_resources').column('open_type').execute();
  await db.schema.createIndex('data_resources_updated_idx').on('data_resources').column('updated_at').execute();

  await db.schema
    .createTable('data_products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('org_id', 'text', (c) => c.notNull().references('organisations.id'))
    .addColumn('domain_id', 'text', (c) => c.notNull().references('data_domains.id'))
    .addColumn('product_type', 'text', (c) => c.notNull())
    .addColumn('scenarios', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('data_products_domain_updated_idx').on('data_products').columns(['domain_id', 'updated_at']).execute();
  await db.schema.createIndex('data_products_org_idx').on('data_products').column('org_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['data_products', 'data_resources', 'data_domains', 'departments']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
