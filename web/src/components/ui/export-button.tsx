import Button from 'react-bootstrap/Button';
import { useApiMutation } from '@/lib/api-query';
import type { ExportLink } from '@/lib/api-schema.gen';
import { startDownload } from '@/lib/download';

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
  const exportView = async () => {
    const result = await run(request, {
      success: { title: 'Export started', message: `Your browser is saving the ${what} as CSV.` },
      failure: `The ${what} could not be exported. Please try again.`,
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
      {pending ? 'Preparing export…' : 'Export CSV'}
    </Button>
  );
}
