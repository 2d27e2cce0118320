import { useMemo, type ReactNode } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { remarkHtmlAsText, safeHref } from '@/lib/markdown';

// CommonMark with GitHub's tables, autolinks, strikethrough and task lists, parsed by remark and
// rendered as React elements: no HTML string is ever built. Raw HTML in the source (a `<script>`,
// an `<img onerror>`) is turned into plain text before rendering (lib/markdown.ts), and React
// escapes text. Only the CMS and policy screens import this, so the parser comes with their
// chunks, not with the console's first load.

const REMARK_PLUGINS = [remarkGfm, remarkHtmlAsText];

/** Every URL attribute (href, src, cite) keeps only an allowed address, else becomes empty. */
const allowedUrl = (url: string) => safeHref(url) ?? '';

function SafeLink({ href, children }: { href?: string | undefined; children?: ReactNode }) {
  if (!href) return <>{children}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  );
}

const BASE_COMPONENTS: Components = {
  a: ({ href, children }) => <SafeLink href={href}>{children}</SafeLink>,
  // Not fetched: an image from anywhere would leak who reads the page (and the console's CSP
  // refuses other hosts). It becomes a link to the image, named by its alt text.
  img: ({ src, alt }) => (
    <SafeLink href={typeof src === 'string' ? src : undefined}>{alt || src || ''}</SafeLink>
  ),
  pre: ({ children }) => <pre className="bg-body-tertiary p-2 rounded">{children}</pre>,
  blockquote: ({ children }) => (
    <blockquote className="border-start border-3 ps-3 text-secondary">{children}</blockquote>
  ),
  table: ({ children }) => (
    <div className="table-responsive">
      <table className="table table-sm table-bordered w-auto">{children}</table>
    </div>
  ),
};

const LEVELS = [1, 2, 3, 4, 5, 6] as const;

/** Components for h1–h6 that render `offset` levels lower (at most h6). */
function headingComponents(offset: number): Components {
  return Object.fromEntries(
    LEVELS.map((level) => {
      const Tag = `h${Math.min(level + offset, 6)}` as 'h6';
      return [`h${level}`, ({ children }: { children?: ReactNode }) => <Tag>{children}</Tag>];
    }),
  );
}

type MarkdownProps = {
  source: string;
  /** Added to heading levels, so a page's `#` sits below the screen's own h1. */
  headingOffset?: number;
  className?: string;
};

/**
 * Markdown as React elements, for any stored content (CMS pages, policies). Raw HTML is shown as
 * text, never run; links go only to http(s), mailto and tel addresses (see lib/markdown.ts).
 */
export function Markdown({ source, headingOffset = 1, className }: MarkdownProps) {
  const components = useMemo(
    () => ({ ...BASE_COMPONENTS, ...headingComponents(headingOffset) }),
    [headingOffset],
  );
  return (
    <div className={['markdown-body', className].filter(Boolean).join(' ')}>
      <ReactMarkdown
        remarkPlugins={REMARK_PLUGINS}
        components={components}
        urlTransform={allowedUrl}
      >
        {source}
      </ReactMarkdown>
    </div>
  );
}
