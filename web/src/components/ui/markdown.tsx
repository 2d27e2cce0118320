import { useMemo, type ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from '@/lib/markdown';

function inlines(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'strong':
        return <strong key={index}>{inlines(node.children)}</strong>;
      case 'em':
        return <em key={index}>{inlines(node.children)}</em>;
      case 'link':
        return (
          <a key={index} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
            {inlines(node.children)}
          </a>
        );
    }
  });
}

function blocks(nodes: Block[], headingOffset: number): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'heading': {
        const level = Math.min(node.level + headingOffset, 6);
        const Tag = `h${level}` as 'h2';
        return <Tag key={index}>{inlines(node.children)}</Tag>;
      }
      case 'paragraph':
        return <p key={index}>{inlines(node.children)}</p>;
      case 'list': {
        const items = node.items.map((item, i) => <li key={i}>{inlines(item)}</li>);
        return node.ordered ? (
          <ol key={index} start={node.start === 1 ? undefined : node.start}>
            {items}
          </ol>
        ) : (
          <ul key={index}>{items}</ul>
        );
      }
      case 'code':
        return (
          <pre key={index} className="bg-body-tertiary p-2 rounded">
            <code>{node.text}</code>
          </pre>
        );
      case 'quote':
        return (
          <blockquote key={index} className="border-start border-3 ps-3 text-secondary">
            {blocks(node.children, headingOffset)}
          </blockquote>
        );
      case 'rule':
        return <hr key={index} />;
    }
  });
}

type MarkdownProps = {
  source: string;
  /** Added to heading levels, so a page's `#` sits below the screen's own h1. */
  headingOffset?: number;
  className?: string;
};

/**
 * Markdown as React elements. Raw HTML in the source is shown as text, never run: see
 * lib/markdown.ts. Use this for any stored content (CMS pages, policies).
 */
export function Markdown({ source, headingOffset = 1, className }: MarkdownProps) {
  const content = useMemo(
    () => blocks(parseMarkdown(source), headingOffset),
    [source, headingOffset],
  );
  return <div className={['markdown-body', className].filter(Boolean).join(' ')}>{content}</div>;
}
