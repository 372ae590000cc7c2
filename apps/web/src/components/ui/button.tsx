import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn.ts';

export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'outline'
  | 'ghost'
  | 'danger'
  | 'dark'
  | 'light'
  | 'outlineLight';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 active:bg-brand-800',
  secondary: 'bg-brand-50 text-brand-700 hover:bg-brand-100',
  outline: 'border border-line bg-white text-ink hover:border-brand-300 hover:bg-brand-50/60',
  ghost: 'text-ink hover:bg-surface',
  danger: 'bg-danger text-white hover:bg-red-700',
  dark: 'bg-ink text-white hover:bg-black',
  /** on dark backgrounds (the home hero) */
  light: 'bg-white text-brand-800 hover:bg-brand-50',
  outlineLight: 'border border-white/40 text-white hover:border-white hover:bg-white/10',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-[15px]',
  lg: 'h-13 px-6 text-base',
};

export function buttonClass({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
} = {}) {
  return cn(
    'inline-flex shrink-0 items-center justify-center gap-1.5 rounded-lg font-semibold whitespace-nowrap transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-45 aria-disabled:cursor-not-allowed aria-disabled:opacity-45',
    variants[variant],
    sizes[size],
    block && 'w-full',
    className,
  );
}

type Look = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean };

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & Look) {
  return <button type={type} className={buttonClass({ variant, size, block, className })} {...props} />;
}

export function ButtonLink({
  variant,
  size,
  block,
  className,
  ...props
}: ComponentProps<typeof Link> & Look) {
  return <Link className={buttonClass({ variant, size, block, className })} {...props} />;
}
