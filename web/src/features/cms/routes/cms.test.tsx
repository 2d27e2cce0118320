import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserOf, installFakeApi, signedInRoutes, subAdminUser } from '@/testing/fake-api';
import { expectRefusedOnField } from '@/testing/failed-save';
import { currentPath, renderApp } from '@/testing/render-app';
import { cmsSchema } from '../components/cms-schema';
import { paths } from '@/lib/paths';

const faq = {
  id: 4,
  slug: 'faq',
  title: 'FAQ',
  version: 1,
  updated_at: '2026-06-06T19:20:42.689Z',
  updated_by: 'Asha Menon',
  content: '# Questions\n\nIs it **free**?',
};
const { content: _content, ...faqSummary } = faq;
const pagesAnswer = {
  body: [{ ...faqSummary, id: 1, slug: 'about-us', title: 'About us' }, faqSummary],
};

describe('CMS pages', () => {
  it('lists the pages with their last update, with tabs to the police contacts and policies', async () => {
    installFakeApi({ ...signedInRoutes(subAdminUser), 'GET /cms_list': pagesAnswer });
    const { router } = renderApp(paths.cms.list, { token: 't2' });
    const table = await screen.findByRole('table', { name: 'Content pages of the driver app' });
    const row = within(table).getAllByRole('row')[2]!;
    expect(row).toHaveTextContent('FAQ');
    expect(row).toHaveTextContent('Asha Menon');
    expect(row).toHaveTextContent('2026');
    const tabs = screen.getByRole('navigation', { name: 'Content sections' });
    expect(within(tabs).getByRole('link', { name: 'Pages' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'Police' })).toHaveAttribute(
      'href',
      paths.police.list,
    );
    expect(within(tabs).getByRole('link', { name: 'Policies' })).toHaveAttribute(
      'href',
      paths.policies.list,
    );
    await userEvent.click(within(row).getByRole('link', { name: 'Edit FAQ' }));
    await waitFor(() => expect(currentPath(router)).toBe(paths.cms.page('faq')));
  });

  it('previews the Markdown as it is typed, with markup shown as text', async () => {
    installFakeApi({ ...signedInRoutes(subAdminUser), 'POST /cms_detail': { body: faq } });
    renderApp(paths.cms.page('faq'), { token: 't2' });
    expect(await screen.findByRole('heading', { name: 'Edit FAQ' })).toBeInTheDocument();
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('free').tagName).toBe('STRONG');

    const content = screen.getByLabelText('Content');
    await userEvent.clear(content);
    await userEvent.type(content, '## Safe{Enter}{Enter}<img src=x onerror=alert(1)>');
    expect(within(preview).getByRole('heading', { name: 'Safe' })).toBeInTheDocument();
    expect(within(preview).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(preview.querySelector('img')).toBeNull();
  });

  it('saves, and warns when the server removed unsafe markup', async () => {
    const saved = { ...faq, content: 'Hi ', updated_by: 'Vikram Singh' };
    const { calls } = installFakeApi({
      ...signedInRoutes(subAdminUser),
      'POST /cms_detail': { body: faq },
      'POST /cms_edit': {
        body: saved,
        message: 'Page saved. Unsafe markup was removed: script elements.',
      },
      'GET /cms_list': pagesAnswer,
    });
    renderApp(paths.cms.page('faq'), { token: 't2' });
    const content = await screen.findByLabelText('Content');
    await userEvent.clear(content);
    await userEvent.type(content, 'Hi <script>x()</script>');
    await userEvent.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('FAQ was saved.')).toBeInTheDocument();
    expect(
      screen.getByText('Page saved. Unsafe markup was removed: script elements.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Content')).toHaveValue('Hi ');
    expect(calls.find((c) => c.path === '/cms_edit')?.body).toEqual({
      id: 4,
      title: 'FAQ',
      content: 'Hi <script>x()</script>',
      version: 1,
    });
  });

  it("keeps the text and shows the server's reason on the field it names", async () => {
    installFakeApi({
      ...signedInRoutes(subAdminUser),
      'POST /cms_detail': { body: faq },
      'POST /cms_edit': {
        status: 400,
        message: 'title must be at least 2 characters',
        errors: [{ field: 'title', message: 'title must be at least 2 characters' }],
      },
    });
    renderApp(paths.cms.page('faq'), { token: 't2' });
    const content = await screen.findByLabelText('Content');
    await userEvent.type(content, ' More');
    await userEvent.click(screen.getByRole('button', { name: 'Save page' }));
    await expectRefusedOnField(
      screen.getByLabelText('Title'),
      'title must be at least 2 characters',
    );
    expect(screen.getByLabelText('Content')).toHaveValue(`${faq.content} More`);
  });

  it('sends the version it saved from, and on a stale save lists what changed and can load it', async () => {
    let server = { ...faq };
    const { calls } = installFakeApi({
      ...signedInRoutes(subAdminUser),
      'POST /cms_detail': () => ({ body: server }),
      'GET /cms_list': pagesAnswer,
      'POST /cms_edit': ({ body: sent }) => {
        if (sent.version !== server.version) {
          const message = `This page was changed by ${server.updated_by} at 23 Nov 2026, 14:05 IST after you opened it. Load the latest version and apply your changes again.`;
          return { status: 409, message, errors: [{ field: 'version', message }], body: server };
        }
        server = { ...server, ...sent, version: server.version + 1, updated_by: 'Vikram Singh' };
        return { body: server };
      },
    });
    const edits = () => calls.filter((c) => c.path === '/cms_edit').map((c) => c.body);
    renderApp(paths.cms.page('faq'), { token: 't2' });
    await userEvent.type(await screen.findByLabelText('Content'), ' Yes.');
    await userEvent.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('FAQ was saved.')).toBeInTheDocument();

    // Someone else saves the page while it stays open here.
    server = {
      ...server,
      content: 'Their text',
      version: server.version + 1,
      updated_by: 'Asha Menon',
    };
    const title = screen.getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Questions');
    await userEvent.click(screen.getByRole('button', { name: 'Save page' }));
    const heading = await screen.findByRole('heading', { name: /^Not saved/ });
    const alert = heading.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('This page was changed by Asha Menon');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Content']);
    expect(screen.getByLabelText('Title')).toHaveValue('Questions');
    expect(edits().map((body) => (body as { version: number }).version)).toEqual([1, 2]);

    await userEvent.click(screen.getByRole('button', { name: 'Load latest version' }));
    expect(screen.getByLabelText('Content')).toHaveValue('Their text');
    expect(screen.getByLabelText('Title')).toHaveValue('FAQ');
    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.type(screen.getByLabelText('Title'), 'Questions');
    await userEvent.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('Questions was saved.')).toBeInTheDocument();
    expect(edits().at(-1)).toEqual({
      id: 4,
      title: 'Questions',
      content: 'Their text',
      version: 3,
    });
    expect(server).toMatchObject({ title: 'Questions', content: 'Their text', version: 4 });
  });

  it('says so for an unknown page', async () => {
    installFakeApi({
      ...signedInRoutes(subAdminUser),
      'POST /cms_detail': { status: 404, message: 'Page not found' },
    });
    renderApp(paths.cms.page('careers'), { token: 't2' });
    expect(await screen.findByText(/There is no page “careers”/)).toBeInTheDocument();
  });
});

describe('CMS form schema', () => {
  it('needs a title and content', async () => {
    await expect(cmsSchema().validate({ title: ' ', content: 'x' })).rejects.toThrow(
      'Enter the page title',
    );
    await expect(cmsSchema().validate({ title: 'FAQ', content: '' })).rejects.toThrow(
      'Write the page content',
    );
    await expect(
      cmsSchema().validate({ title: 'FAQ', content: 'x'.repeat(20_001) }),
    ).rejects.toThrow('Use at most 20,000 characters');
  });
});

describe('CMS pages in Hindi', () => {
  it('edits a page with Hindi labels, help and validation, the page text untouched', async () => {
    installFakeApi({
      ...signedInRoutes(subAdminUser),
      'GET /auth/me': {
        body: { ...currentUserOf(subAdminUser), preferences: { theme: 'system', language: 'hi' } },
      },
      'POST /cms_detail': { body: faq },
    });
    renderApp(paths.cms.page('faq'), { token: 't2' });
    expect(await screen.findByRole('heading', { name: 'FAQ संपादित करें' })).toBeInTheDocument();
    const preview = screen.getByRole('region', { name: 'पूर्वावलोकन' });
    expect(within(preview).getByRole('heading', { name: 'Questions' })).toBeInTheDocument();
    expect(screen.getByText(/अक्षर। Markdown: # शीर्षक/)).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('सामग्री'));
    await userEvent.click(screen.getByRole('button', { name: 'पृष्ठ सहेजें' }));
    expect(await screen.findAllByText('पृष्ठ की सामग्री लिखें')).not.toHaveLength(0);
  });
});
