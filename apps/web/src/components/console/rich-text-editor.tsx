import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/loading.tsx';
import { uploadEditorImage } from '@/lib/api/editor-images.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { IMAGE_ACCEPT, imageFileProblem } from './files.ts';

/**
 * 상세설명: TipTap with the formatting the server keeps (apps/server catalog/description.ts:
 * headings, lists, quotes, links, images …); images go to POST /editor and are inserted by URL.
 * Loaded only with the product form, so the rest of the console does not carry the editor.
 */

const content = cn(
  'min-h-72 px-4 py-3 text-[15px] leading-relaxed text-ink focus:outline-none',
  '[&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-3 [&_h3]:mb-1.5 [&_h3]:text-lg [&_h3]:font-bold',
  '[&_p]:my-1.5 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_blockquote]:my-2 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-3 [&_blockquote]:text-muted',
  '[&_a]:text-brand-700 [&_a]:underline [&_hr]:my-4 [&_hr]:border-line',
  '[&_img]:my-2 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md [&_img.ProseMirror-selectednode]:outline-3 [&_img.ProseMirror-selectednode]:outline-brand-400',
);

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()} // keep the editor's selection
      onClick={onClick}
      className={cn(
        'grid h-8 min-w-8 place-items-center rounded-md px-1.5 text-sm font-semibold text-ink transition-colors',
        'hover:bg-white disabled:cursor-not-allowed disabled:opacity-40',
        active && 'bg-white text-brand-700 shadow-sm ring-1 ring-line',
      )}
    >
      {children}
    </button>
  );
}

const Divider = () => <span aria-hidden="true" className="mx-1 h-5 w-px bg-line" />;

function Toolbar({
  editor,
  onPickImage,
  uploading,
  label,
}: {
  editor: Editor;
  onPickImage: () => void;
  uploading: boolean;
  label: string;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const link = () => {
    const current = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt('링크 주소를 입력하세요 (https://로 시작)', current ?? 'https://');
    if (href === null) return;
    const value = href.trim();
    if (!value || value === 'https://') {
      chain().extendMarkRange('link').unsetLink().run();
      return;
    }
    if (!/^(https:\/\/|mailto:|tel:)/.test(value)) {
      window.alert('링크는 https://로 시작하는 주소만 넣을 수 있습니다');
      return;
    }
    chain().extendMarkRange('link').setLink({ href: value }).run();
  };

  return (
    <div
      role="toolbar"
      aria-label={`${label} 서식`}
      className="flex flex-wrap items-center gap-0.5 border-b border-line bg-surface px-2 py-1.5"
    >
      <ToolButton label="굵게" active={state.bold} onClick={() => chain().toggleBold().run()}>
        <strong>B</strong>
      </ToolButton>
      <ToolButton label="기울임" active={state.italic} onClick={() => chain().toggleItalic().run()}>
        <em className="font-serif">I</em>
      </ToolButton>
      <ToolButton label="밑줄" active={state.underline} onClick={() => chain().toggleUnderline().run()}>
        <span className="underline">U</span>
      </ToolButton>
      <ToolButton label="취소선" active={state.strike} onClick={() => chain().toggleStrike().run()}>
        <span className="line-through">S</span>
      </ToolButton>
      <Divider />
      <ToolButton label="제목" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
        H2
      </ToolButton>
      <ToolButton label="소제목" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
        H3
      </ToolButton>
      <ToolButton label="글머리 목록" active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
        •≡
      </ToolButton>
      <ToolButton label="번호 목록" active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
        1.
      </ToolButton>
      <ToolButton label="인용" active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
        ❝
      </ToolButton>
      <ToolButton label="구분선" onClick={() => chain().setHorizontalRule().run()}>
        ―
      </ToolButton>
      <Divider />
      <ToolButton label="링크" active={state.link} onClick={link}>
        링크
      </ToolButton>
      <ToolButton label="이미지 넣기" disabled={uploading} onClick={onPickImage}>
        {uploading ? <Spinner className="scale-75" label="이미지 올리는 중" /> : '사진'}
      </ToolButton>
      <Divider />
      <ToolButton label="실행 취소" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        ↶
      </ToolButton>
      <ToolButton label="다시 실행" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        ↷
      </ToolButton>
    </div>
  );
}

const imagesOf = (files: FileList | null | undefined) =>
  [...(files ?? [])].filter((f) => !f.type || f.type.startsWith('image/'));

export default function RichTextEditor({
  value,
  onChange,
  label,
  invalid,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
  invalid?: boolean;
}) {
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editorRef = useRef<Editor | null>(null);

  const insertImages = async (files: File[]) => {
    const editor = editorRef.current;
    if (!editor || files.length === 0) return;
    setProblem(undefined);
    setUploading(true);
    try {
      for (const file of files) {
        const refused = imageFileProblem(file);
        if (refused) {
          setProblem(`${file.name}: ${refused}`);
          continue;
        }
        const url = await uploadEditorImage(file);
        editor.chain().focus().setImage({ src: url, alt: '' }).run();
      }
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setUploading(false);
    }
  };
  const insertRef = useRef(insertImages);
  insertRef.current = insertImages;

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        class: content,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
      handlePaste: (_view, event) => {
        const files = imagesOf(event.clipboardData?.files);
        if (files.length === 0) return false;
        void insertRef.current(files);
        return true;
      },
      handleDrop: (_view, event, _slice, moved) => {
        if (moved) return false;
        const files = imagesOf((event as DragEvent).dataTransfer?.files);
        if (files.length === 0) return false;
        event.preventDefault();
        void insertRef.current(files);
        return true;
      },
    },
    onUpdate: ({ editor: e }) => onChangeRef.current(e.isEmpty ? '' : e.getHTML()),
  });
  editorRef.current = editor;

  // The form was reset (saved, or loaded again): show its value unless the operator is typing.
  useEffect(() => {
    // A destroyed editor (its subtree was hidden and shown again by Suspense) has no schema to read;
    // useEditor makes a new one and this effect runs again with it.
    if (!editor || editor.isDestroyed || editor.isFocused) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div>
      <div
        className={cn(
          'overflow-hidden rounded-lg border bg-white focus-within:border-brand-500 focus-within:ring-3 focus-within:ring-brand-100',
          invalid ? 'border-danger' : 'border-line',
        )}
      >
        <Toolbar
          editor={editor}
          label={label}
          uploading={uploading}
          onPickImage={() => fileInput.current?.click()}
        />
        <EditorContent editor={editor} />
      </div>
      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          void insertImages([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      {problem && (
        <p role="alert" className="mt-1.5 text-[13px] font-medium text-danger">
          {problem}
        </p>
      )}
      <p className="mt-1.5 text-[13px] text-muted">
        사진은 버튼이나 붙여넣기, 끌어다 놓기로 넣을 수 있습니다 (10MB 이하).
      </p>
    </div>
  );
}
