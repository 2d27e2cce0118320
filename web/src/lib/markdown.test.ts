import { safeHref } from './markdown';

describe('safeHref', () => {
  it.each([
    ['https://restpoint.example.in/a?b=1', true],
    ['http://x.in', true],
    ['mailto:help@example.in', true],
    ['tel:+91 1800 120 4455', true],
    ['tel:+91%201800%20120%204455', true],
    ['javascript:alert(1)', false],
    ['JAVASCRIPT:alert(1)', false],
    [' java\tscript:alert(1)', false],
    ['vbscript:x', false],
    ['data:text/html;base64,xx', false],
    ['//evil.example', false],
    ['/app/sub-Admin', false],
    ['#user-content-fn-1', false],
    ['tel:javascript:1', false],
  ])('%s → %s', (url, allowed) => {
    expect(safeHref(url) !== null).toBe(allowed);
  });
});
