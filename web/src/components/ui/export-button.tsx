import Button from 'react-bootstrap/Button';
import { useApiMutation } from '@/lib/api-query';
import type { ExportLink } from '@/lib/api-schema.gen';
import { startDownload } from '@/lib/download';
import { useT } from './messages.gen';

export type ExportButtonProps = {
  /** Asks the API for a download link of the view on screen (its filters and sort). */
  request: () => Promise<{ body: ExportLink }>;
  /** What is exported, for the toast: "drivers". */
  what: string;
};

/**
 * "Export CSV": asks for a single-use download link of the list's view, then lets the browser
 * save the file from it as it streams in. Disabled while the link is being asked for; a failure
 * is the usual 'Error' toast with the server's reason.
 */
export function ExportButton({ request, what }: ExportButtonProps) {
  const { run, pending } = useApiMutation();
  const t = useT();
  const exportView = async () => {
    const result = await run(request, {
      success: { title: t('ui.export.started'), message: t('ui.export.saving', { what }) },
      failure: t('ui.export.failure', { what }),
      // Asking for a link reads the list: nothing changed, so the activity log has nothing new.
      logged: false,
    });
    if (result.ok) startDownload(result.data.body.url, result.data.body.filename);
  };
  return (
    <Button
      variant="outline-secondary"
      size="sm"
      onClick={() => void exportView()}
      disabled={pending}
    >
      {pending ? t('ui.export.preparing') : t('ui.export.label')}
    </Button>
  );
}
