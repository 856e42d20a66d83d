"use client";

import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from "react";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { controlClasses } from "@/components/ui/input";
import { BoldIcon, Heading2Icon, Heading3Icon, ItalicIcon, LinkIcon, ListIcon, ListOrderedIcon, RedoIcon, UndoIcon, UnlinkIcon } from "@/components/rich-text/editor-icons";
import { LinkDialog } from "@/components/rich-text/link-dialog";
import { ToolButton, ToolbarSeparator } from "@/components/rich-text/tool-button";
import { cn } from "@/lib/cn";

/*
 * The posting's description (decision 039): TipTap with only what the job page shows (the importer's
 * sanitiser's allow-list: paragraphs, bold, italic, headings 2 and 3, bullet and numbered lists,
 * links). The toolbar is a labelled toolbar of buttons that say their state (aria-pressed); the
 * editing area is a labelled multi-line textbox that takes the field's description and error (the
 * Field around it gives them). Keyboard: Tab reaches the toolbar and the text; Ctrl/Cmd+B, I, Z as
 * usual, Ctrl/Cmd+K for a link. The server sanitises what is saved whatever the editor sends.
 */
export type DescriptionEditorProps = {
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The accessible name of the editing area (the field's label). */
  label: string;
  disabled?: boolean;
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean | "true" | "false";
};

export type DescriptionEditorHandle = { focus: () => void };

/** TipTap's empty document is one empty paragraph: that is no description. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? "" : editor.getHTML();
}

export const DescriptionEditor = forwardRef<DescriptionEditorHandle, DescriptionEditorProps>(function DescriptionEditor(
  { value, onChange, onBlur, label, disabled, id, "aria-describedby": describedBy, "aria-invalid": invalid },
  ref,
) {
  const [linkOpen, setLinkOpen] = useState(false);
  // What the field holds: an update that leaves the HTML as it was (TipTap normalising) is not a change.
  const current = useRef(value);
  useEffect(() => {
    current.current = value;
  }, [value]);
  const editor = useEditor({
    // Rendered in the browser only: the server's HTML has the labelled placeholder box below.
    immediatelyRender: false,
    editable: !disabled,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: "https", protocols: ["https", "http", "mailto"], HTMLAttributes: { rel: "noopener nofollow", target: null } },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(id ? { id } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: "min-h-48 px-3 py-2 focus:outline-none [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-semibold [&_p]:mt-2 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_a]:text-primary-soft-foreground [&_a]:underline [&>*:first-child]:mt-0",
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
      if (html !== current.current) onChange(html);
    },
    onBlur: () => onBlur?.(),
  });

  // The field's description and error reach the editing area when they change (the error appears after a check).
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const dom = editor.view.dom;
    if (describedBy) dom.setAttribute("aria-describedby", describedBy);
    else dom.removeAttribute("aria-describedby");
    if (invalid) dom.setAttribute("aria-invalid", "true");
    else dom.removeAttribute("aria-invalid");
  }, [editor, describedBy, invalid]);

  useEffect(() => {
    // false: switching editable is not an edit (TipTap would otherwise emit an update).
    if (editor && !editor.isDestroyed && editor.isEditable === Boolean(disabled)) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  useImperativeHandle(ref, () => ({ focus: () => editor?.commands.focus() }), [editor]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive("bold") ?? false,
      italic: e?.isActive("italic") ?? false,
      h2: e?.isActive("heading", { level: 2 }) ?? false,
      h3: e?.isActive("heading", { level: 3 }) ?? false,
      bullets: e?.isActive("bulletList") ?? false,
      numbers: e?.isActive("orderedList") ?? false,
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
    <div className={cn(controlClasses, "h-auto p-0", invalid && "border-danger", disabled && "bg-muted")}>
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
        <ToolButton label={state?.link ? "Edit link" : "Link"} pressed={state?.link} onClick={() => setLinkOpen(true)} disabled={disabled}>
          <LinkIcon />
        </ToolButton>
        {state?.link ? (
          <ToolButton label="Remove link" onClick={run((e) => e.chain().focus().extendMarkRange("link").unsetLink().run())} disabled={disabled}>
            <UnlinkIcon />
          </ToolButton>
        ) : null}
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
        // Before the editor starts (server HTML, first paint): the same box, labelled, read-only.
        <div role="textbox" aria-label={label} aria-multiline="true" aria-readonly="true" className="min-h-48 px-3 py-2 text-muted-foreground">
          Loading the editor…
        </div>
      )}
      <LinkDialog
        open={linkOpen}
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
    </div>
  );
});
