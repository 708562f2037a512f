import type { ReactNode } from 'react';
import type { Benefit } from './model';

/** Small inline icons (24×24, stroke in currentColor); decorative, hidden from assistive technology. */
function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={className ?? 'vehicle-icon'}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

const BENEFIT_PATHS: Record<Benefit, ReactNode> = {
  // shield with a check mark: valid inspection and warranty
  inspection: (
    <>
      <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.4 7.5 9.5 4.3-1.1 7.5-4.9 7.5-9.5V6L12 3Z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </>
  ),
  // sparkles: inspected and cleaned
  cleaning: (
    <>
      <path d="M10 3.5 11.6 8l4.4 1.6-4.4 1.6L10 15.5 8.4 11.2 4 9.6 8.4 8 10 3.5Z" />
      <path d="M17.5 14 18.3 16.2 20.5 17l-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8.8-2.2Z" />
    </>
  ),
  // phone with a person: family pass in the app
  familyPass: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2" />
      <circle cx="12" cy="10" r="2.2" />
      <path d="M8.8 16c.6-1.7 1.8-2.6 3.2-2.6s2.6.9 3.2 2.6" />
    </>
  ),
  // two arrows in a circle: exchange guarantee
  exchange: (
    <>
      <path d="M4 12a8 8 0 0 1 13.7-5.6L20 8.5" />
      <path d="M20 4v4.5h-4.5" />
      <path d="M20 12a8 8 0 0 1-13.7 5.6L4 15.5" />
      <path d="M4 20v-4.5h4.5" />
    </>
  ),
};

export function BenefitIcon({ benefit }: { benefit: Benefit }) {
  return <Icon className="vehicle-icon vehicle-benefits__icon">{BENEFIT_PATHS[benefit]}</Icon>;
}

export function PinIcon() {
  return (
    <Icon>
      <path d="M12 21s-6.5-5.7-6.5-11a6.5 6.5 0 0 1 13 0c0 5.3-6.5 11-6.5 11Z" />
      <circle cx="12" cy="10" r="2.4" />
    </Icon>
  );
}

export function LeafIcon() {
  return (
    <Icon>
      <path d="M5 19c0-8 5-13 14-14-1 9-6 14-14 14Z" />
      <path d="M5 19 12 12" />
    </Icon>
  );
}

export function CameraIcon() {
  return (
    <Icon className="vehicle-icon vehicle-gallery__placeholder-icon">
      <path d="M4 7.5h3l1.5-2.5h7L17 7.5h3a1 1 0 0 1 1 1V18a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8.5a1 1 0 0 1 1-1Z" />
      <circle cx="12" cy="13" r="3.5" />
    </Icon>
  );
}
