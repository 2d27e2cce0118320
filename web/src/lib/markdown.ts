import type { Nodes, Parent, Root } from 'mdast';

// Rules for stored Markdown (CMS pages, policies), which `<Markdown>` applies.

/**
 * Which addresses stored Markdown may link to. Only web pages, e-mail and phone numbers: never
 * `javascript:`, `data:`, in-app or protocol-relative paths, so a CMS page or policy cannot run
 * script or steer the console. `<Markdown>` shows a link to any other address as its plain text.
 */
const SAFE_URL = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[0-9](?:[0-9 ()-]|%20)*)$/i;

/** The address a link may point at, or null when it could run script or is not a web address. */
export function safeHref(url: string): string | null {
  const trimmed = url.trim();
  return SAFE_URL.test(trimmed) ? trimmed : null;
}

/** Where an HTML node stands for a whole block (else it sits inside a line of text). */
const BLOCK_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

/**
 * A remark plugin: every raw HTML node becomes its own source as text, a paragraph of its own
 * when it was a block. (react-markdown would also keep such HTML as text, but loose, without a
 * block around it, so consecutive HTML blocks ran together on one line.)
 */
export function remarkHtmlAsText() {
  const walk = (parent: Parent) => {
    parent.children = parent.children.map((child: Nodes) => {
      if (child.type === 'html') {
        const text = { type: 'text' as const, value: child.value };
        return BLOCK_PARENTS.has(parent.type) ? { type: 'paragraph', children: [text] } : text;
      }
      if ('children' in child) walk(child);
      return child;
    }) as Parent['children'];
  };
  return (tree: Root) => walk(tree);
}
