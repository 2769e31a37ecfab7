import { Trans } from '@lingui/react/macro';

export interface LoadMoreProps {
  /** The list's state wrapper class (each page keeps its own spacing). */
  className: string;
  loading: boolean;
  onLoadMore: () => void;
}

/** A paged list's "Load more" button, busy (and disabled) while the next page loads. */
export function LoadMore({ className, loading, onLoadMore }: LoadMoreProps) {
  return (
    <div className={className}>
      <button
        type="button"
        className="button button--primary"
        disabled={loading}
        aria-busy={loading || undefined}
        onClick={onLoadMore}
      >
        <Trans>Load more</Trans>
      </button>
    </div>
  );
}
