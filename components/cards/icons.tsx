/** Line icons used inside cards; decorative, the text beside them carries the meaning. */
const common = {
  "aria-hidden": true,
  viewBox: "0 0 20 20",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.7,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
};

export function NoteIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <path d="M5 3h7l3 3v11H5z" />
      <path d="M8 9h5M8 12h5M8 15h3" />
    </svg>
  );
}

export function CheckCircleIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <circle cx="10" cy="10" r="7" />
      <path d="M7 10.2l2 2 4-4.4" />
    </svg>
  );
}

export function SearchIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <circle cx="9" cy="9" r="5" />
      <path d="M13 13l4 4" />
    </svg>
  );
}

export function ClockIcon({ className = "h-3.5 w-3.5" }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <circle cx="10" cy="10" r="7" />
      <path d="M10 6v4l3 2" />
    </svg>
  );
}

export function CalendarIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <rect x="3" y="4.5" width="14" height="12" rx="2" />
      <path d="M3 8h14M7 3v3M13 3v3" />
    </svg>
  );
}

export function UndoIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <path d="M7 5L4 8l3 3" />
      <path d="M4 8h8a4 4 0 010 8H9" />
    </svg>
  );
}

export function TrashIcon({ className = "h-4 w-4" }: { className?: string }) {
  return (
    <svg {...common} className={className}>
      <path d="M4 6h12M8 6V4h4v2M6 6l1 10h6l1-10" />
    </svg>
  );
}
