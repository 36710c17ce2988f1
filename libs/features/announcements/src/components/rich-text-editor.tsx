import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, ConfigProvider, Divider, Form, Input, Modal, Tooltip } from 'antd';
import { useContext, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useText } from '@portal/i18n';
import { announcementsText } from '../text';
import '../announcements.css';

/** Links are http(s) only (the server's and DOMPurify's allow-lists agree; javascript: and the like never get in). */
export const isWebUrl = (value: string): boolean => {
  if (!/^https?:\/\//i.test(value.trim())) return false;
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

interface ToolState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  heading2: boolean;
  heading3: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

const toolState = (editor: Editor | null): ToolState => ({
  bold: editor?.isActive('bold') ?? false,
  italic: editor?.isActive('italic') ?? false,
  underline: editor?.isActive('underline') ?? false,
  heading2: editor?.isActive('heading', { level: 2 }) ?? false,
  heading3: editor?.isActive('heading', { level: 3 }) ?? false,
  bulletList: editor?.isActive('bulletList') ?? false,
  orderedList: editor?.isActive('orderedList') ?? false,
  link: editor?.isActive('link') ?? false,
  canUndo: editor?.can().undo() ?? false,
  canRedo: editor?.can().redo() ?? false,
});

interface Tool {
  key: string;
  label: string;
  icon: ReactNode;
  /** A toggle (aria-pressed) or a one-off command (undo, redo). */
  pressed?: boolean;
  /** Shown as on without being a toggle (the link button: its name says what it does instead). */
  active?: boolean;
  disabled?: boolean;
  run: () => void;
}

/**
 * The toolbar (WAI-ARIA toolbar pattern): one tab stop; ← → Home End move between the buttons.
 * Toggles say whether they are on with aria-pressed.
 */
function Toolbar({ tools, disabled }: { tools: Tool[]; disabled: boolean }) {
  const t = useText(announcementsText);
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLElement | null)[]>([]);
  const enabled = tools.flatMap((tool, index) => (disabled || tool.disabled ? [] : [index]));
  // The one tab stop: the button last used, or the first enabled one (undo is disabled until there is a change).
  const stop = enabled.includes(current) ? current : (enabled[0] ?? -1);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = enabled.indexOf(stop);
    if (at < 0) return;
    const last = enabled.length - 1;
    const next = { ArrowRight: at === last ? 0 : at + 1, ArrowLeft: at === 0 ? last : at - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = enabled[next] ?? stop;
    setCurrent(index);
    buttons.current[index]?.focus();
  };
  return (
    <div
      role="toolbar"
      aria-label={t('editor.toolbar')}
      aria-disabled={disabled || undefined}
      onKeyDown={move}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4, padding: 4, borderBottom: '1px solid #d9d9d9' }}
    >
      {tools.map((tool, index) => (
        <span key={tool.key} style={{ display: 'inline-flex', alignItems: 'center' }}>
          {tool.key === 'undo' || tool.key === 'bulletList' || tool.key === 'heading2' ? <Divider orientation="vertical" style={{ marginInline: 4 }} /> : null}
          <Tooltip title={tool.label}>
            <Button
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type={tool.pressed || tool.active ? 'primary' : 'text'}
              size="small"
              aria-label={tool.label}
              {...(tool.pressed !== undefined ? { 'aria-pressed': tool.pressed } : {})}
              tabIndex={index === stop ? 0 : -1}
              disabled={disabled || tool.disabled}
              onFocus={() => setCurrent(index)}
              // Keep the editor's selection: the command runs on it.
              onMouseDown={(event) => event.preventDefault()}
              onClick={tool.run}
              icon={tool.icon}
            />
          </Tooltip>
        </span>
      ))}
    </div>
  );
}

function LinkDialog({ open, initial, onOk, onCancel }: { open: boolean; initial: string; onOk: (href: string) => void; onCancel: () => void }) {
  const t = useText(announcementsText);
  const [form] = Form.useForm<{ href: string }>();
  useEffect(() => {
    if (open) form.setFieldsValue({ href: initial });
  }, [open, initial, form]);
  return (
    <Modal
      open={open}
      title={t('editor.linkTitle')}
      okText={t('editor.linkOk')}
      cancelText={t('editor.linkCancel')}
      destroyOnHidden
      okButtonProps={{ autoInsertSpace: false }}
      cancelButtonProps={{ autoInsertSpace: false }}
      onCancel={onCancel}
      onOk={async () => {
        try {
          const { href } = await form.validateFields();
          onOk(href.trim());
        } catch {
          // The message shows under the field.
        }
      }}
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={({ href }) => onOk(href.trim())}>
        <Form.Item
          name="href"
          label={t('editor.linkUrl')}
          rules={[
            {
              validator: async (_rule, value: unknown) =>
                typeof value === 'string' && isWebUrl(value) ? undefined : Promise.reject(new Error(t('editor.linkInvalid'))),
            },
          ]}
        >
          <Input autoFocus inputMode="url" placeholder={t('editor.linkPlaceholder')} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export interface RichTextEditorProps {
  /** HTML; '' for an empty document. */
  value?: string;
  onChange?: (html: string) => void;
  disabled?: boolean;
  /** The field's id (antd Form.Item gives it), so its label and messages point at the editable area. */
  id?: string;
  /** The field's hint and error (antd Form.Item gives them): read with the editable area (issue 19). */
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/** The editable area's attributes; its name, description and validity as the form gives them. */
function editableAttributes(label: string, id: string | undefined, describedBy: string | undefined, invalid: RichTextEditorProps['aria-invalid']) {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': label,
    ...(id ? { id } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid === true || invalid === 'true' ? { 'aria-invalid': 'true' } : {}),
    class: 'portal-rich-text-editor',
    // The focus ring is drawn on the frame (announcements.css): the area itself draws none.
    style: 'min-height: 240px; padding: 8px 12px; outline: none; line-height: 1.8;',
  };
}

/**
 * The announcement body (issue 6): TipTap 3 (StarterKit: paragraphs, headings 2–3, lists, bold,
 * italic, underline, links, history) with an accessible toolbar. Keyboard: Ctrl/⌘+B, I, U, Z,
 * Shift+Z as usual; Tab leaves the editor except inside a list, where it indents. The HTML it
 * gives is cleaned again (DOMPurify) before it is sent and by the server before it is stored.
 */
export function RichTextEditor({ value = '', onChange, disabled = false, id, 'aria-describedby': describedBy, 'aria-invalid': invalid }: RichTextEditorProps) {
  // What this editor has given and the form has not yet handed back, oldest first. The form
  // hands a value back a render later; typing can be faster, so a value that is one of these
  // is an echo (possibly a stale one), never a change from outside.
  const t = useText(announcementsText);
  const emitted = useRef<string[]>([]);
  const [linkOpen, setLinkOpen] = useState(false);
  // Issue 13: TipTap adds ProseMirror's own <style>; under the pages' CSP it needs the page's nonce.
  const { csp } = useContext(ConfigProvider.ConfigContext);
  const editor = useEditor({
    injectNonce: csp?.nonce,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        blockquote: false,
        strike: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https'],
          isAllowedUri: (url) => isWebUrl(url),
          HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
        },
      }),
    ],
    content: value,
    editable: !disabled,
    editorProps: { attributes: editableAttributes(t('editor.label'), id, describedBy, invalid) },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      // Bounded: without a form nothing is handed back.
      emitted.current = [...emitted.current.slice(-49), html];
      onChange?.(html);
    },
  });
  const state = useEditorState({ editor, selector: ({ editor: current }) => toolState(current) }) ?? toolState(null);

  // A value set from outside (a form reset or a reload), not one this editor gave.
  useEffect(() => {
    if (!editor) return;
    const echo = emitted.current.lastIndexOf(value);
    if (echo >= 0) {
      emitted.current = emitted.current.slice(echo + 1);
      return;
    }
    emitted.current = [];
    if (value === (editor.isEmpty ? '' : editor.getHTML())) return;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);
  // Issue 19: a failed submit links the 正文 error to the editable area (and the language its name).
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: editableAttributes(t('editor.label'), id, describedBy, invalid) } });
  }, [editor, t, id, describedBy, invalid]);

  const chain = () => editor?.chain().focus();
  const tools: Tool[] = [
    { key: 'undo', label: t('editor.undo'), icon: <UndoOutlined />, disabled: !state.canUndo, run: () => chain()?.undo().run() },
    { key: 'redo', label: t('editor.redo'), icon: <RedoOutlined />, disabled: !state.canRedo, run: () => chain()?.redo().run() },
    {
      key: 'heading2',
      label: t('editor.heading2'),
      icon: <span aria-hidden>H2</span>,
      pressed: state.heading2,
      run: () => chain()?.toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'heading3',
      label: t('editor.heading3'),
      icon: <span aria-hidden>H3</span>,
      pressed: state.heading3,
      run: () => chain()?.toggleHeading({ level: 3 }).run(),
    },
    { key: 'bold', label: t('editor.bold'), icon: <BoldOutlined />, pressed: state.bold, run: () => chain()?.toggleBold().run() },
    { key: 'italic', label: t('editor.italic'), icon: <ItalicOutlined />, pressed: state.italic, run: () => chain()?.toggleItalic().run() },
    { key: 'underline', label: t('editor.underline'), icon: <UnderlineOutlined />, pressed: state.underline, run: () => chain()?.toggleUnderline().run() },
    {
      key: 'bulletList',
      label: t('editor.bulletList'),
      icon: <UnorderedListOutlined />,
      pressed: state.bulletList,
      run: () => chain()?.toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      label: t('editor.orderedList'),
      icon: <OrderedListOutlined />,
      pressed: state.orderedList,
      run: () => chain()?.toggleOrderedList().run(),
    },
    {
      key: 'link',
      label: state.link ? t('editor.unlink') : t('editor.link'),
      icon: <LinkOutlined />,
      // Not a toggle: its name changes with what it does (a toggle's name must not change, APG).
      active: state.link,
      run: () => (state.link ? chain()?.extendMarkRange('link').unsetLink().run() : setLinkOpen(true)),
    },
  ];

  const setLink = (href: string) => {
    setLinkOpen(false);
    if (!editor || !isWebUrl(href)) return;
    if (editor.state.selection.empty) {
      chain()
        ?.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      chain()?.extendMarkRange('link').setLink({ href }).run();
    }
  };

  return (
    <div className="portal-rich-text-frame" style={{ border: '1px solid #d9d9d9', borderRadius: 6, background: disabled ? '#f5f5f5' : '#fff' }}>
      <Toolbar tools={tools} disabled={disabled || !editor} />
      <EditorContent editor={editor} />
      <LinkDialog
        open={linkOpen}
        initial={(editor?.getAttributes('link')['href'] as string | undefined) ?? ''}
        onOk={setLink}
        onCancel={() => {
          setLinkOpen(false);
          editor?.commands.focus();
        }}
      />
    </div>
  );
}
