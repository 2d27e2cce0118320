import { render, screen, within } from '@testing-library/react';
import { Markdown } from './markdown';

type Pwned = { pwned?: string };

describe('<Markdown>', () => {
  afterEach(() => {
    delete (window as Pwned).pwned;
  });

  it('shows raw HTML in the source as text and never runs it', () => {
    const source = [
      '# About',
      '<script>window.pwned = "script"</script>',
      '<img src="x" onerror="window.pwned = \'img\'">',
      '<iframe src="javascript:window.pwned=\'iframe\'"></iframe>',
      'Inline <b onclick="window.pwned = \'b\'">bold?</b> and <a href="javascript:x">a</a>.',
    ].join('\n\n');
    const { container } = render(<Markdown source={source} />);

    expect(container.querySelector('script, img, iframe, b, a, [onerror], [onclick]')).toBeNull();
    // Each HTML block is a paragraph of its own, as it was written.
    expect(screen.getByText('<script>window.pwned = "script"</script>').tagName).toBe('P');
    expect(screen.getByText('<img src="x" onerror="window.pwned = \'img\'">').tagName).toBe('P');
    expect(
      screen.getByText('<iframe src="javascript:window.pwned=\'iframe\'"></iframe>').tagName,
    ).toBe('P');
    expect(
      screen.getByText(
        'Inline <b onclick="window.pwned = \'b\'">bold?</b> and <a href="javascript:x">a</a>.',
      ),
    ).toBeInTheDocument();
    expect((window as Pwned).pwned).toBeUndefined();
  });

  it('links only to web, e-mail and phone addresses; other targets stay plain text', () => {
    const source = [
      '[call us](javascript:window.pwned=1) [page](data:text/html,x) [app](/app/sub-Admin)',
      '<javascript:window.pwned=1> [write](mailto:help@example.in) [ring](tel:+911800120)',
      '[site](https://restpoint.example.in/a_(b))',
    ].join('\n\n');
    render(<Markdown source={source} />);

    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['write', 'mailto:help@example.in'],
      ['ring', 'tel:+911800120'],
      ['site', 'https://restpoint.example.in/a_(b)'],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(screen.getByText(/call us/)).toBeInTheDocument();
    expect(screen.getByText(/javascript:window\.pwned=1/)).not.toHaveAttribute('href');
  });

  it('shows an image as a link to it, never loading it', () => {
    const source = '![Route map](https://maps.example.in/nh44.png) ![x](javascript:alert(1))';
    const { container } = render(<Markdown source={source} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Route map' })).toHaveAttribute(
      'href',
      'https://maps.example.in/nh44.png',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('reads CommonMark: headings one level below the screen, emphasis, lists, code, quotes', () => {
    const source = [
      '# Page',
      '## Part',
      'Some **bold** and *italic*, state_id and 2 * 3 \\*not em\\*.',
      '',
      '3. three',
      '4. four',
      '   - nested',
      '',
      '```',
      '<b>as is</b>',
      '```',
      '',
      '> quoted',
      '',
      '---',
    ].join('\n');
    const { container } = render(<Markdown source={source} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Part' })).toBeInTheDocument();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('italic').tagName).toBe('EM');
    expect(container.querySelector('p')?.textContent).toBe(
      'Some bold and italic, state_id and 2 * 3 *not em*.',
    );
    const list = container.querySelector('ol');
    expect(list).toHaveAttribute('start', '3');
    expect(within(list!).getByText('nested').closest('ul')).not.toBeNull();
    expect(container.querySelector('pre code')).toHaveTextContent('<b>as is</b>');
    expect(container.querySelector('blockquote')).toHaveTextContent('quoted');
    expect(container.querySelector('hr')).not.toBeNull();
  });

  it('reads GitHub tables, autolinks and strikethrough', () => {
    const source = [
      '| Stay | Price |',
      '| ---- | ----: |',
      '| Dorm | ₹250 |',
      '',
      'See https://restpoint.example.in or write to help@example.in. ~~Old rule~~',
    ].join('\n');
    render(<Markdown source={source} />);

    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Stay', 'Price']);
    expect(within(table).getByRole('cell', { name: '₹250' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://restpoint.example.in' })).toHaveAttribute(
      'href',
      'https://restpoint.example.in',
    );
    expect(screen.getByRole('link', { name: 'help@example.in' })).toHaveAttribute(
      'href',
      'mailto:help@example.in',
    );
    expect(screen.getByText('Old rule').tagName).toBe('DEL');
  });

  it('caps heading levels at h6 with a large offset', () => {
    render(<Markdown source={'# Deep\n\n#### Deeper'} headingOffset={4} />);
    expect(screen.getByRole('heading', { level: 5, name: 'Deep' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 6, name: 'Deeper' })).toBeInTheDocument();
  });
});
