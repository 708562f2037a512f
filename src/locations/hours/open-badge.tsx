'use client';

import { useEffect, useState } from 'react';
import { localMoment, openStatus, type Schedule } from './hours';
import { statusLabel, type StatusLabel, type StatusTexts } from './status-text';

const REFRESH_MS = 60_000;

/**
 * "Open now · closes at 18:30". The server renders it for the request's moment; in the browser it is
 * computed again at once and every minute, so a page served from a cache (or left open) never shows a
 * stale state. When the state cannot be known, nothing is shown.
 */
export function OpenBadge({
  schedule,
  texts,
  localeTag,
  departmentLabel,
  initial,
}: {
  schedule: Schedule;
  texts: StatusTexts;
  localeTag: string;
  /** e.g. "Showroom:"; left out when the site has one department only */
  departmentLabel?: string;
  initial: StatusLabel | null;
}) {
  const [label, setLabel] = useState<StatusLabel | null>(initial);
  useEffect(() => {
    const update = () => {
      const now = new Date();
      const status = openStatus(schedule, now);
      setLabel(status ? statusLabel(status, texts, localeTag, localMoment(now).date) : null);
    };
    update();
    const timer = setInterval(update, REFRESH_MS);
    return () => clearInterval(timer);
  }, [schedule, texts, localeTag]);
  if (!label) return null;
  return (
    <p className="open-badge" data-tone={label.tone} data-testid="open-badge">
      {departmentLabel ? <span className="open-badge__department">{departmentLabel} </span> : null}
      <strong className="open-badge__state">{label.headline}</strong>
      {label.detail ? <span className="open-badge__detail"> · {label.detail}</span> : null}
    </p>
  );
}
