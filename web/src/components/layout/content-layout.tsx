import type { ReactNode } from 'react';
import { useScreenHeadingFocus } from './screen-focus';
import { usePageTitle } from './title';

type ContentLayoutProps = {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
};

/**
 * A screen inside the signed-in area: page title (with suffix), heading, optional actions. The
 * heading takes the focus when the screen is reached from another one (`useScreenHeadingFocus`).
 */
export function ContentLayout({ title, description, actions, children }: ContentLayoutProps) {
  const heading = useScreenHeadingFocus<HTMLHeadingElement>();
  const pageTitleText = usePageTitle(title);
  return (
    <>
      <title>{pageTitleText}</title>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <div>
          <h1 ref={heading} tabIndex={-1} className="h3 mb-1">
            {title}
          </h1>
          {description && <p className="text-secondary mb-0">{description}</p>}
        </div>
        {actions && <div className="d-flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </>
  );
}
