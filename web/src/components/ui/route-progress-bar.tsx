import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { useT } from './messages.gen';

export const PROGRESS_STEP = 10;
export const PROGRESS_INTERVAL_MS = 300;

/** A thin bar at the top that creeps forward while the next route's code and data load. */
export function RouteProgressBar() {
  const t = useT();
  const { state } = useNavigation();
  const { pathname } = useLocation();
  const [progress, setProgress] = useState(0);
  const loading = state !== 'idle';

  useEffect(() => setProgress(0), [pathname]);

  useEffect(() => {
    if (!loading) return;
    const timer = setInterval(
      () => setProgress((value) => Math.min(value + PROGRESS_STEP, 100)),
      PROGRESS_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [loading]);

  if (progress === 0) return null;
  return (
    <div
      className="route-progress bg-primary"
      style={{ width: `${progress}%` }}
      role="progressbar"
      aria-label={t('ui.loadingPage')}
      aria-valuenow={progress}
      aria-valuemin={0}
      aria-valuemax={100}
    />
  );
}
