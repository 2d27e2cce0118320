import type { ComponentType, ReactNode } from 'react';

export type AuthLinkProps = { href: string; className?: string; children: ReactNode };

/**
 * How the sign-in page links to another page. Outside the router (the prerendered sign-in page)
 * a plain anchor: the next page loads the app with its router. Inside the router, the route
 * passes the router's own link, so the page changes without a reload.
 */
export type AuthLinkComponent = ComponentType<AuthLinkProps>;

export function PlainLink({ href, className, children }: AuthLinkProps) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
