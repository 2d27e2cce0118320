import { useState } from 'react';

/** Up to two initials: first letters of the first and last words of a name. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}

type AvatarProps = { src?: string | null; name: string; size?: number; className?: string };

/** An image, or the name's initials when there is none or it fails to load. */
export function Avatar({ src, name, size = 36, className = '' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: size * 0.4 };
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt={name}
        width={size}
        height={size}
        className={`rounded-circle object-fit-cover ${className}`}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={name}
      style={style}
      className={`rounded-circle bg-primary-subtle text-primary-emphasis fw-semibold d-inline-flex align-items-center justify-content-center ${className}`}
    >
      {initials(name)}
    </span>
  );
}
