import { type WorkerHome, workspaceApi } from '@portal/api-contract';
import { api, type CallOptions } from '@portal/api-client';

/** GET /second/home */
export function getWorkerHome(request: CallOptions = {}): Promise<WorkerHome> {
  return api.call(workspaceApi.workerHome, {}, request);
}
