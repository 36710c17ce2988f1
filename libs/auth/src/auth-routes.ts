// The sign-in group of the contract, with its schemas (zod). Only auth-calls.ts imports it, lazily.
export { authApi } from '@portal/api-contract';
