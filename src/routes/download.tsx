import { createFileRoute } from '@tanstack/react-router';
import { DownloadPage } from '@/features/catalogue/pages/download-page';

/** /download, a utility page. A static route: it ranks above the /{groupLandingId} catch-all. */
export const Route = createFileRoute('/download')({
  staticData: { scrollToTop: true },
  component: DownloadPage,
});
