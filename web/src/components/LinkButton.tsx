import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface LinkButtonProps {
  to: string;
  variant?: string;
  size?: 'sm' | 'lg';
  className?: string;
  children: ReactNode;
}

/** A router link styled as a Bootstrap button. */
export function LinkButton({
  to,
  variant = 'primary',
  size,
  className = '',
  children,
}: LinkButtonProps) {
  const sizeClass = size ? `btn-${size}` : '';
  return (
    <Link to={to} className={`btn btn-${variant} ${sizeClass} ${className}`.trim()}>
      {children}
    </Link>
  );
}
