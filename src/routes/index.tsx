import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/catalogue/components/home-page';
import { loadHome } from '@/features/catalogue/city-choice';

export interface HomeSearch {
  /** 'pwa' when opened from the installed app (manifest start_url). */
  source?: string;
}

export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): HomeSearch =>
    typeof search.source === 'string' ? { source: search.source } : {},
  staticData: { scrollToTop: true },
  loader: ({ context }) => loadHome(context.queryClient),
  component: HomePage,
});
