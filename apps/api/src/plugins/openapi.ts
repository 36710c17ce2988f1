import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API, API_BASE_PATH, APP_KEY_HEADER, ROUTE_TABLE, envelopeOf, type RouteDef } from '@portal/api-contract';

const toSchema = (schema: z.core.$ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

/** The parameters a schema's properties describe, in one place of the request. */
const parametersOf = (schema: z.core.$ZodType | undefined, place: 'path' | 'query') =>
  schema
    ? Object.entries((toSchema(schema) as { properties?: Record<string, unknown> }).properties ?? {}).map(([name, property]) => ({
        name,
        in: place,
        ...(place === 'path' && { required: true }),
        schema: property,
      }))
    : [];

/** Issue 22: the open API takes an app key (conditional data) instead of a session. */
const security = (route: RouteDef) => {
  if (route === API.delivery.records) return [{}, { appKey: [] }];
  return route.access === 'public' ? [] : [{ userToken: [] }];
};

function operation(route: RouteDef) {
  const parameters: object[] = [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')];
  if (route.method === 'GET') parameters.push({ name: 't', in: 'query', schema: { type: 'integer', description: '当前时间（秒）' } });
  return {
    summary: route.summary,
    security: security(route),
    'x-access': route.access,
    parameters,
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(route.body) } } } } : {}),
    responses: {
      200: {
        description: 'Envelope {code, msg, data}',
        content: { 'application/json': { schema: z.toJSONSchema(envelopeOf(route.data), { unrepresentable: 'any' }) } },
      },
    },
  };
}

/** The OpenAPI document, generated from the contract's route table. */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of ROUTE_TABLE) {
    // OpenAPI writes a path parameter as {name}, Fastify as :name.
    const path = route.path.replace(/:([a-zA-Z]+)/g, '{$1}');
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: { title: '江苏省公共数据授权运营平台 API', version: '1.0.0' },
    servers: [{ url: API_BASE_PATH }],
    components: {
      securitySchemes: {
        userToken: { type: 'apiKey', in: 'header', name: 'User-Token' },
        appKey: { type: 'apiKey', in: 'header', name: APP_KEY_HEADER },
      },
    },
    paths,
  };
}

/** GET /alpha-portal/api/v1/docs: the API's OpenAPI document. */
export async function openApiDocs(app: FastifyInstance) {
  const document = openApiDocument();
  app.get(`${API_BASE_PATH}/docs`, async () => document);
}
