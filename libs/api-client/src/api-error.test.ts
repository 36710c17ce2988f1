import { describe, expect, it } from 'vitest';
import { ApiError, actionFailure, errorMessage, isConflict } from './api-error';

const conflict = new ApiError('envelope', '该申请已被他人处理，请刷新后重试', { path: '/primary/domain/review/decide', code: 4090, status: 409 });
const refused = new ApiError('envelope', '该数据领域暂未开放入驻申请', { path: '/second/domain/application/save', code: 4000, status: 400 });

describe('failed changes (issue 6: version conflicts answer HTTP 409, code 4090)', () => {
  it('issue 6 tells a version conflict from other refusals', () => {
    expect(isConflict(conflict)).toBe(true);
    expect(isConflict(refused)).toBe(false);
    expect(isConflict(new Error('409'))).toBe(false);
  });

  it("issue 6 shows the server's message, and the fallback for anything that is not a call's failure", () => {
    expect(errorMessage(refused, '操作失败')).toBe('该数据领域暂未开放入驻申请');
    expect(errorMessage(new TypeError('x is undefined'), '操作失败')).toBe('操作失败');
    expect(errorMessage(new ApiError('network', '', { path: '/x' }), '操作失败')).toBe('操作失败');
    expect(actionFailure(conflict, '操作失败')).toEqual({ text: '该申请已被他人处理，请刷新后重试', conflict: true });
    expect(actionFailure(refused, '操作失败')).toEqual({ text: '该数据领域暂未开放入驻申请', conflict: false });
  });
});
