import { render, screen } from '@testing-library/react';
import { Markdown } from '@/components/ui/markdown';
import { parseInline, parseMarkdown, safeHref } from './markdown';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, lists, code, quotes and rules', () => {
    const source = [
      '# Title',
      '',
      'First line',
      'same paragraph.',
      '',
      '- one',
      '* two',
      '',
      '3. three',
      '4) four',
      '',
      '```',
      '<b>as is</b>',
      '```',
      '> quoted',
      '',
      '---',
    ].join('\n');
    expect(parseMarkdown(source)).toEqual([
      { type: 'heading', level: 1, children: [{ type: 'text', text: 'Title' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'First line same paragraph.' }] },
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [[{ type: 'text', text: 'one' }], [{ type: 'text', text: 'two' }]],
      },
      {
        type: 'list',
        ordered: true,
        start: 3,
        items: [[{ type: 'text', text: 'three' }], [{ type: 'text', text: 'four' }]],
      },
      { type: 'code', text: '<b>as is</b>' },
      {
        type: 'quote',
        children: [{ type: 'paragraph', children: [{ type: 'text', text: 'quoted' }] }],
      },
      { type: 'rule' },
    ]);
  });

  it('ends a paragraph where a list or heading starts without a blank line', () => {
    expect(parseMarkdown('Intro:\n- a\n## Next').map((block) => block.type)).toEqual([
      'paragraph',
      'list',
      'heading',
    ]);
  });
});

describe('parseInline', () => {
  it('reads bold, italic, code and links, nested', () => {
    expect(parseInline('**bold *and italic* too** `x*y` [site](https://a.in/x_(y)) _em_')).toEqual([
      {
        type: 'strong',
        children: [
          { type: 'text', text: 'bold ' },
          { type: 'em', children: [{ type: 'text', text: 'and italic' }] },
          { type: 'text', text: ' too' },
        ],
      },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'x*y' },
      { type: 'text', text: ' ' },
      { type: 'link', href: 'https://a.in/x_(y)', children: [{ type: 'text', text: 'site' }] },
      { type: 'text', text: ' ' },
      { type: 'em', children: [{ type: 'text', text: 'em' }] },
    ]);
  });

  it('leaves snake_case words, lone stars and escapes as text', () => {
    expect(parseInline('state_id and city_id, 2 * 3, \\*not em\\*')).toEqual([
      { type: 'text', text: 'state_id and city_id, 2 * 3, *not em*' },
    ]);
  });

  it('keeps only the label of a link to an unsafe address', () => {
    for (const url of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', '/app']) {
      expect(parseInline(`[click](${url})`)).toEqual([{ type: 'text', text: 'click' }]);
    }
  });
});

describe('safeHref', () => {
  it.each([
    ['https://restpoint.example.in/a?b=1', true],
    ['http://x.in', true],
    ['mailto:help@example.in', true],
    ['tel:+91 1800 120 4455', true],
    ['javascript:alert(1)', false],
    [' java\tscript:alert(1)', false],
    ['vbscript:x', false],
    ['data:text/html;base64,xx', false],
    ['//evil.example', false],
    ['tel:javascript:1', false],
  ])('%s → %s', (url, allowed) => {
    expect(safeHref(url) !== null).toBe(allowed);
  });
});

describe('<Markdown>', () => {
  afterEach(() => {
    delete (window as { pwned?: boolean }).pwned;
  });

  it('shows markup in the source as text and never runs it', () => {
    const source = [
      '# About',
      '<script>window.pwned = true</script>',
      '<img src="x" onerror="window.pwned = true">',
      '[call us](javascript:window.pwned=true) or [write](mailto:help@example.in)',
    ].join('\n\n');
    const { container } = render(<Markdown source={source} />);
    expect(container.querySelector('script, img, [onerror]')).toBeNull();
    expect(screen.getByText('<script>window.pwned = true</script>')).toBeInTheDocument();
    expect(screen.getByText('<img src="x" onerror="window.pwned = true">')).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'mailto:help@example.in');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByText(/call us/)).not.toHaveAttribute('href');
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('renders headings one level below the screen heading by default', () => {
    render(<Markdown source={'# Page\n\n## Part\n\nSome **bold** text'} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Part' })).toBeInTheDocument();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
  });
});
