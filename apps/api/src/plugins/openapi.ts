import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_BASE_PATH, ROUTE_TABLE, envelopeOf, type RouteDef } from '@portal/api-contract';

const toSchema = (schema: z.core.$ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

function operation(route: RouteDef) {
  const parameters = route.query
    ? Object.entries((toSchema(route.query) as { properties?: Record<string, unknown> }).properties ?? {}).map(([name, schema]) => ({
        name,
        in: 'query',
        schema,
      }))
    : [];
  if (route.method === 'GET') parameters.push({ name: 't', in: 'query', schema: { type: 'integer', description: '当前时间（秒）' } });
  return {
    summary: route.summary,
    security: route.access === 'public' ? [] : [{ userToken: [] }],
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
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: { title: '江苏省公共数据授权运营平台 API', version: '1.0.0' },
    servers: [{ url: API_BASE_PATH }],
    components: { securitySchemes: { userToken: { type: 'apiKey', in: 'header', name: 'User-Token' } } },
    paths,
  };
}

/** GET /alpha-portal/api/v1/docs: the API's OpenAPI document. */
export async function openApiDocs(app: FastifyInstance) {
  const document = openApiDocument();
  app.get(`${API_BASE_PATH}/docs`, async () => document);
}
