"use client";

import { useEffect, useRef, useState } from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Image from "@tiptap/extension-image";
import { controlClasses } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import {
  BoldIcon,
  CodeIcon,
  Heading2Icon,
  Heading3Icon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  ListOrderedIcon,
  QuoteIcon,
  RedoIcon,
  UndoIcon,
  UnlinkIcon,
} from "./editor-icons";
import { ImageUploadDialog } from "./image-upload-dialog";
import { LinkDialog } from "./link-dialog";
import { ToolButton, ToolbarSeparator } from "./tool-button";

/*
 * The content editor's rich text (issue 18 part 4): TipTap with what posts and pages show
 * (paragraphs, bold, italic, headings 2 and 3, lists, quotes, code, links, images). Images are
 * uploaded (POST /api/admin/content/images) and described in a dialog: alt text is required unless
 * the image is marked decorative. The toolbar is a labelled toolbar of buttons that say their state
 * (aria-pressed); the editing area is a labelled multi-line textbox that takes the field's
 * description and error. Keyboard: Tab reaches the toolbar and the text; Ctrl/Cmd+B, I, Z as usual,
 * Ctrl/Cmd+K for a link. The server sanitises what is saved (sanitizeRichHtml) whatever this sends.
 * Admin pages load it with next/dynamic: TipTap stays out of every public page's JavaScript.
 */
export type RichTextEditorProps = {
  id: string;
  /** The accessible name of the editing area (the field's label). */
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean | "true" | "false";
  disabled?: boolean;
};

/** TipTap's empty document is one empty paragraph: that is no body. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? "" : editor.getHTML();
}

const CONTENT_CLASSES =
  "min-h-72 px-3 py-2 focus:outline-none [&_h2]:mt-5 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-semibold [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_blockquote]:mt-3 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:italic [&_pre]:mt-3 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_code]:font-mono [&_code]:text-sm [&_img]:mt-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md [&_img.ProseMirror-selectednode]:outline [&_img.ProseMirror-selectednode]:outline-2 [&_img.ProseMirror-selectednode]:outline-ring [&_a]:text-primary-soft-foreground [&_a]:underline [&>*:first-child]:mt-0";

export function RichTextEditor({ id, label, value, onChange, onBlur, "aria-describedby": describedBy, "aria-invalid": invalidProp, disabled }: RichTextEditorProps) {
  const invalid = invalidProp === true || invalidProp === "true";
  const [linkOpen, setLinkOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  // What the field holds: an update that leaves the HTML as it was (TipTap normalising) is not a change.
  const current = useRef(value);
  useEffect(() => {
    current.current = value;
  }, [value]);
  const editor = useEditor({
    immediatelyRender: false,
    editable: !disabled,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: "https", protocols: ["https", "http", "mailto"], HTMLAttributes: { rel: null, target: null } },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        id,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: CONTENT_CLASSES,
      },
      handleKeyDown: (_view, event) => {
        if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === "k") {
          event.preventDefault();
          setLinkOpen(true);
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = htmlOf(e);
      if (html !== current.current) {
        current.current = html;
        onChange(html);
      }
    },
    onBlur: () => onBlur?.(),
  });

  // A new value from outside (a restored revision, a reset form) replaces the document.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // The field's description and error reach the editing area when they change.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const dom = editor.view.dom;
    if (describedBy) dom.setAttribute("aria-describedby", describedBy);
    else dom.removeAttribute("aria-describedby");
    if (invalid) dom.setAttribute("aria-invalid", "true");
    else dom.removeAttribute("aria-invalid");
  }, [editor, describedBy, invalid]);

  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.isEditable === Boolean(disabled)) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive("bold") ?? false,
      italic: e?.isActive("italic") ?? false,
      h2: e?.isActive("heading", { level: 2 }) ?? false,
      h3: e?.isActive("heading", { level: 3 }) ?? false,
      bullets: e?.isActive("bulletList") ?? false,
      numbers: e?.isActive("orderedList") ?? false,
      quote: e?.isActive("blockquote") ?? false,
      code: e?.isActive("codeBlock") ?? false,
      link: e?.isActive("link") ?? false,
      href: (e?.getAttributes("link").href as string | undefined) ?? "",
      canUndo: e?.can().undo() ?? false,
      canRedo: e?.can().redo() ?? false,
    }),
  });

  const run = (f: (e: Editor) => void) => () => {
    if (editor) f(editor);
  };

  return (
    <div className={cn(controlClasses, "h-auto min-w-0 p-0", invalid && "border-danger", disabled && "bg-muted")}>
      <div role="toolbar" aria-label={`${label} formatting`} aria-controls={id} className="flex flex-wrap gap-1 border-b border-border p-1.5">
        <ToolButton label="Bold" pressed={state?.bold} onClick={run((e) => e.chain().focus().toggleBold().run())} disabled={disabled}>
          <BoldIcon />
        </ToolButton>
        <ToolButton label="Italic" pressed={state?.italic} onClick={run((e) => e.chain().focus().toggleItalic().run())} disabled={disabled}>
          <ItalicIcon />
        </ToolButton>
        <ToolButton label="Heading" pressed={state?.h2} onClick={run((e) => e.chain().focus().toggleHeading({ level: 2 }).run())} disabled={disabled}>
          <Heading2Icon />
        </ToolButton>
        <ToolButton label="Subheading" pressed={state?.h3} onClick={run((e) => e.chain().focus().toggleHeading({ level: 3 }).run())} disabled={disabled}>
          <Heading3Icon />
        </ToolButton>
        <ToolButton label="Bulleted list" pressed={state?.bullets} onClick={run((e) => e.chain().focus().toggleBulletList().run())} disabled={disabled}>
          <ListIcon />
        </ToolButton>
        <ToolButton label="Numbered list" pressed={state?.numbers} onClick={run((e) => e.chain().focus().toggleOrderedList().run())} disabled={disabled}>
          <ListOrderedIcon />
        </ToolButton>
        <ToolButton label="Quote" pressed={state?.quote} onClick={run((e) => e.chain().focus().toggleBlockquote().run())} disabled={disabled}>
          <QuoteIcon />
        </ToolButton>
        <ToolButton label="Code block" pressed={state?.code} onClick={run((e) => e.chain().focus().toggleCodeBlock().run())} disabled={disabled}>
          <CodeIcon />
        </ToolButton>
        <ToolButton label={state?.link ? "Edit link" : "Link"} pressed={state?.link} onClick={() => setLinkOpen(true)} disabled={disabled}>
          <LinkIcon />
        </ToolButton>
        {state?.link ? (
          <ToolButton label="Remove link" onClick={run((e) => e.chain().focus().extendMarkRange("link").unsetLink().run())} disabled={disabled}>
            <UnlinkIcon />
          </ToolButton>
        ) : null}
        <ToolButton label="Image" onClick={() => setImageOpen(true)} disabled={disabled}>
          <ImageIcon />
        </ToolButton>
        <ToolbarSeparator />
        <ToolButton label="Undo" onClick={run((e) => e.chain().focus().undo().run())} disabled={disabled || !state?.canUndo}>
          <UndoIcon />
        </ToolButton>
        <ToolButton label="Redo" onClick={run((e) => e.chain().focus().redo().run())} disabled={disabled || !state?.canRedo}>
          <RedoIcon />
        </ToolButton>
      </div>
      {editor ? (
        <EditorContent editor={editor} />
      ) : (
        <div role="textbox" aria-label={label} aria-multiline="true" aria-readonly="true" className="min-h-72 px-3 py-2 text-muted-foreground">
          Loading the editor…
        </div>
      )}
      <LinkDialog
        open={linkOpen}
        allowPaths
        initial={state?.href ?? ""}
        onOpenChange={(open) => {
          setLinkOpen(open);
          if (!open) editor?.commands.focus();
        }}
        onSave={(href) => {
          if (!editor) return;
          const chain = editor.chain().focus().extendMarkRange("link");
          if (href) chain.setLink({ href }).run();
          else chain.unsetLink().run();
          setLinkOpen(false);
        }}
      />
      <ImageUploadDialog
        open={imageOpen}
        onOpenChange={(open) => {
          setImageOpen(open);
          if (!open) editor?.commands.focus();
        }}
        onInsert={(image) => {
          setImageOpen(false);
          editor?.chain().focus().setImage({ src: image.src, alt: image.alt }).run();
        }}
      />
    </div>
  );
}
