import type { ComponentProps } from 'react';
import { Link } from '../router';

export type ButtonVariant = 'primary' | 'outline' | 'ghost' | 'outline-dark';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 px-7 py-3 text-xs font-medium uppercase tracking-[0.2em] transition-colors duration-300 disabled:cursor-not-allowed disabled:opacity-50';

const variants: Record<ButtonVariant, string> = {
  // Gold on espresso text: 8.9:1.
  primary: 'bg-gold text-espresso hover:bg-gold-soft',
  // For dark backgrounds.
  outline: 'border border-gold/70 text-ivory hover:border-gold hover:bg-gold hover:text-espresso',
  // For light backgrounds.
  'outline-dark': 'border border-espresso/60 text-espresso hover:bg-espresso hover:text-ivory',
  ghost: 'text-current underline-offset-8 hover:underline',
};

/** Classes of a button, for links that must look like one. */
export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

/** A native button's props, ref included (React 19 passes it as a prop). */
interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
}

export function Button({ variant = 'primary', className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}

interface ButtonLinkProps extends ComponentProps<typeof Link> {
  variant?: ButtonVariant;
}

export function ButtonLink({ variant = 'primary', className = '', ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}
