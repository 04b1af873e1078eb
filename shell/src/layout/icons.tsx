/** Small inline icons of the shell; decorative (aria-hidden) unless given a label. */
type IconProps = { className?: string; label?: string };

function svgProps(label: string | undefined, className: string | undefined) {
  return label
    ? { role: 'img' as const, 'aria-label': label, className, focusable: 'false' as const }
    : { 'aria-hidden': true, className, focusable: 'false' as const };
}

export function MenuIcon({ className, label }: IconProps) {
  return (
    <svg {...svgProps(label, className)} viewBox="0 0 24 24" width="24" height="24">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}

export function ChevronIcon({ className, label }: IconProps) {
  return (
    <svg {...svgProps(label, className)} viewBox="0 0 24 24" width="16" height="16">
      <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" fill="none" />
    </svg>
  );
}

export function GlobeIcon({ className, label }: IconProps) {
  return (
    <svg {...svgProps(label, className)} viewBox="0 0 24 24" width="20" height="20">
      <g stroke="currentColor" strokeWidth="1.8" fill="none">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
      </g>
    </svg>
  );
}

/** The default avatar when the user has no picture (or it fails to load). */
export function UserIcon({ className, label }: IconProps) {
  return (
    <svg {...svgProps(label, className)} viewBox="0 0 32 32" width="32" height="32">
      <circle cx="16" cy="16" r="16" fill="#e4e7ec" />
      <circle cx="16" cy="12.5" r="5.5" fill="#475467" />
      <path d="M6.5 26.5c1.8-4.4 5.4-6.5 9.5-6.5s7.7 2.1 9.5 6.5" fill="#475467" />
    </svg>
  );
}

export function ChatIcon({ className, label }: IconProps) {
  return (
    <svg {...svgProps(label, className)} viewBox="0 0 24 24" width="32" height="32">
      <path d="M12 3C6.9 3 3 6.6 3 11c0 2.2 1 4.2 2.6 5.7L5 21l4.3-2.2c.9.2 1.8.3 2.7.3 5.1 0 9-3.6 9-8.1S17.1 3 12 3z" fill="currentColor" />
      <circle cx="8.5" cy="11" r="1.2" fill="#0b6e4f" />
      <circle cx="12" cy="11" r="1.2" fill="#0b6e4f" />
      <circle cx="15.5" cy="11" r="1.2" fill="#0b6e4f" />
    </svg>
  );
}

const SOCIAL_PATHS: Record<string, string> = {
  instagram:
    'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM7.5 2h9A5.5 5.5 0 0 1 22 7.5v9a5.5 5.5 0 0 1-5.5 5.5h-9A5.5 5.5 0 0 1 2 16.5v-9A5.5 5.5 0 0 1 7.5 2zm0 1.8A3.7 3.7 0 0 0 3.8 7.5v9a3.7 3.7 0 0 0 3.7 3.7h9a3.7 3.7 0 0 0 3.7-3.7v-9a3.7 3.7 0 0 0-3.7-3.7h-9z',
  facebook: 'M14 8.5V6.8c0-.8.5-1 .9-1H17V2h-3.2C10.3 2 9.6 4.6 9.6 6.3v2.2H7.5V12h2.1v10H14V12h2.8l.4-3.5H14z',
  youtube:
    'M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1c.4-1.2.4-3.8.4-3.8s0-2.6-.4-3.8zM10 15V9l5.2 3L10 15z',
  tiktok: 'M16.6 2h-3.4v13.4a2.9 2.9 0 1 1-2.9-2.9c.3 0 .6 0 .8.1V9.2a6.3 6.3 0 1 0 5.5 6.2V8.6a8 8 0 0 0 4.4 1.4V6.6a4.5 4.5 0 0 1-4.4-4.6z',
};

export function SocialIcon({ network, className }: { network: string; className?: string }) {
  return (
    <svg aria-hidden focusable="false" className={className} viewBox="0 0 24 24" width="22" height="22">
      <path d={SOCIAL_PATHS[network] ?? ''} fill="currentColor" />
    </svg>
  );
}
