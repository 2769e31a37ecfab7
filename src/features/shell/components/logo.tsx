/** The brand mark (the same drawing as public/favicon.svg). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#c8102e" />
      <path
        d="M20 14v14a6 6 0 0 0 4 5.66V50h4V33.66A6 6 0 0 0 32 28V14h-3v12h-2V14h-2v12h-2V14zM40 14c-3.3 0-6 5.4-6 12 0 4.2 1.7 7 4 7.9V50h4V14z"
        fill="#fff"
      />
    </svg>
  );
}
