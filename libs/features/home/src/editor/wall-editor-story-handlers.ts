import { HttpResponse, delay, http } from 'msw';
import type { WallChangeBody, WallDraftBlock, WallEditor, WallRollbackBody, WallSaveBody } from '@portal/api-contract';
import { anyOrigin, failure, ok } from '@portal/api-client/msw';
import { PROVINCE } from '@portal/site-config';
import { IMAGE_ID, STALE_MESSAGE, VERSION_BLOCKS, cityEditor, productList, provinceEditor, resolveWall, resourceList } from './wall-editor-fixtures';

const path = (name: string) => anyOrigin(`/primary/content/wall/${name}`);
const NOW = '2026-11-25T03:00:00.000Z';
const ME = '王管理';

/** What the stories' server holds and was sent; a story's `beforeEach` resets it. */
export const wallEditorServer = {
  editors: new Map<string, WallEditor>(),
  versions: new Map<string, Record<number, WallDraftBlock[]>>(),
  detailCalls: [] as string[],
  saves: [] as WallSaveBody[],
  previews: [] as { site: string; blocks: WallDraftBlock[] }[],
  publishes: [] as WallChangeBody[],
  discards: [] as WallChangeBody[],
  rollbacks: [] as WallRollbackBody[],
  versionCalls: [] as string[],
  searches: [] as string[],
  uploads: [] as { purpose: string; name: string }[],
  reset() {
    this.editors = new Map([[PROVINCE.code, provinceEditor()]]);
    this.versions = new Map([[PROVINCE.code, { ...VERSION_BLOCKS }]]);
    for (const list of [
      this.detailCalls,
      this.saves,
      this.previews,
      this.publishes,
      this.discards,
      this.rollbacks,
      this.versionCalls,
      this.searches,
      this.uploads,
    ]) {
      list.length = 0;
    }
  },
  editor(site: string): WallEditor {
    return this.editors.get(site) ?? cityEditor(site);
  },
  /** Someone else changes the wall: the row version moves on (the next change naming the old one is refused). */
  changedElsewhere(site: string) {
    const editor = this.editor(site);
    this.editors.set(site, { ...editor, version: editor.version + 1, draft: editor.draft && { ...editor.draft, savedBy: '其他管理员' } });
  },
};
wallEditorServer.reset();

const stale = async () => {
  await delay(200);
  return HttpResponse.json({ code: 4090, msg: STALE_MESSAGE, data: null }, { status: 409 });
};

/** A change of a site's wall: refused (409) when it names a row version the server has moved past. */
function change<Body extends WallChangeBody>(name: string, sent: Body[], apply: (editor: WallEditor, body: Body) => WallEditor) {
  return http.post(path(name), async ({ request }) => {
    const body = (await request.json()) as Body;
    sent.push(body);
    const editor = wallEditorServer.editor(body.site);
    if (body.version !== editor.version) return stale();
    await delay(150);
    const next = { ...apply(editor, body), version: editor.version + 1 };
    wallEditorServer.editors.set(body.site, next);
    return ok(next);
  });
}

/** A new published version with these blocks (the newest, and the current one). */
function published(site: string, editor: WallEditor, blocks: WallDraftBlock[], restoredFrom: number | null): WallEditor {
  const version = Math.max(0, ...editor.history.map((entry) => entry.version)) + 1;
  const versions = wallEditorServer.versions.get(site) ?? {};
  wallEditorServer.versions.set(site, { ...versions, [version]: blocks });
  const summary = { version, publishedAt: NOW, publishedBy: ME, restoredFrom, current: true };
  return {
    ...editor,
    inherited: false,
    published: { ...summary, blocks },
    history: [summary, ...editor.history.map((entry) => ({ ...entry, current: false }))],
  };
}

const detail = http.get(path('detail'), async ({ request }) => {
  const site = new URL(request.url).searchParams.get('site') ?? '';
  wallEditorServer.detailCalls.push(site);
  await delay(100);
  return ok(wallEditorServer.editor(site));
});

const version = http.get(path('version'), ({ request }) => {
  const query = new URL(request.url).searchParams;
  const site = query.get('site') ?? '';
  const number = Number(query.get('version'));
  wallEditorServer.versionCalls.push(`${site}:${number}`);
  const summary = wallEditorServer.editor(site).history.find((entry) => entry.version === number);
  const blocks = wallEditorServer.versions.get(site)?.[number];
  return summary && blocks ? ok({ ...summary, blocks }) : failure(4011, '该版本不存在');
});

const preview = http.post(path('preview'), async ({ request }) => {
  const body = (await request.json()) as { site: string; blocks: WallDraftBlock[] };
  wallEditorServer.previews.push(body);
  await delay(100);
  return ok(resolveWall(body.blocks));
});

const save = change<WallSaveBody>('save', wallEditorServer.saves, (editor, body) => ({ ...editor, draft: { blocks: body.blocks, savedAt: NOW, savedBy: ME } }));
const publish = change('publish', wallEditorServer.publishes, (editor, body) => ({
  ...published(body.site, editor, editor.draft?.blocks ?? [], null),
  draft: null,
}));
const discard = change('discard', wallEditorServer.discards, (editor) => ({ ...editor, draft: null }));
const rollback = change<WallRollbackBody>('rollback', wallEditorServer.rollbacks, (editor, body) =>
  published(body.site, editor, wallEditorServer.versions.get(body.site)?.[body.to] ?? [], body.to),
);

const catalogue = [
  http.get(anyOrigin('/web/data-resource/list'), ({ request }) => {
    const keyword = new URL(request.url).searchParams.get('keyword');
    wallEditorServer.searches.push(`resources:${keyword ?? ''}`);
    return ok(resourceList(keyword));
  }),
  http.get(anyOrigin('/web/data-product/list'), ({ request }) => {
    wallEditorServer.searches.push(`products:${new URL(request.url).searchParams.get('keyword') ?? ''}`);
    return ok(productList());
  }),
];

const upload = http.post(anyOrigin('/primary/file/upload'), async ({ request }) => {
  const form = await request.formData();
  const file = form.get('file');
  const name = file instanceof File ? file.name : '';
  wallEditorServer.uploads.push({ purpose: String(form.get('purpose')), name });
  return ok({ id: IMAGE_ID, name, sizeBytes: file instanceof File ? file.size : 0, contentType: 'image/png' });
});

// A 1×1 PNG: the uploaded image's thumbnail.
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (char) =>
  char.charCodeAt(0),
);
const image = http.get(anyOrigin('/web/file/:id'), () => new HttpResponse(PNG, { headers: { 'content-type': 'image/png' } }));

const answered = [detail, version, preview, save, publish, discard, rollback, upload, image, ...catalogue];

/** msw handlers of the stories (`parameters.msw.handlers`). */
export const wallEditorHandlers = {
  /** A stateful server: each change answers the editor's new view, and the detail reads it. */
  answered,
  loading: [http.get(path('detail'), async () => delay('infinite'))],
  error: [http.get(path('detail'), () => failure(5000, '服务繁忙，请稍后再试'))],
};
