/**
 * Every UI string of the roles and rights screen (house style: one module per screen, so an
 * English locale can follow). Right and client names come from the contract's catalogue; the
 * validation messages are the contract's own (roleSaveBodySchema), checked in the editor.
 */
export const ROLE_STRINGS = {
  common: {
    retry: '重新加载',
    conflictTitle: '操作未生效',
    conflict: '已为您重新加载最新的角色列表，请核对后再保存。',
    failed: '保存失败，请稍后重试',
  },
  list: {
    title: '角色与权限',
    subtitle: '角色是一组权限。账号持有角色后，只获得其已分配客户端内的权限；修改角色的权限，持有该角色的账号在下次操作时生效。',
    add: '新建角色',
    label: '角色列表',
    loading: '正在加载角色',
    failed: '角色加载失败',
    empty: '暂无角色，请点击“新建角色”添加',
    columns: { name: '名称', description: '说明', rights: '权限', holders: '持有账号数', updatedAt: '更新时间', actions: '操作' },
    noDescription: '—',
    rightsOf: (name: string) => `${name}的权限`,
    edit: '编辑',
    editLabel: (name: string) => `编辑：${name}`,
  },
  editor: {
    addTitle: '新建角色',
    editTitle: (name: string) => `编辑角色：${name}`,
    name: '角色名称',
    namePlaceholder: '如：领域初审员',
    description: '角色说明',
    descriptionPlaceholder: '选填，说明该角色负责的工作',
    rights: '权限',
    rightsHint: '权限按客户端分组；账号只获得其已分配客户端内的权限。',
    holders: (count: number) => `已有 ${count} 个账号持有该角色，保存后其权限在下次操作时随之变化。`,
    save: '保存',
    cancel: '取消',
    saved: '保存成功',
  },
} as const;
