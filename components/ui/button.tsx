import * as React from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';

/** The classes are components/ui/primitives.css's: a caller's utilities win over them by the cascade layer. */
const buttonVariants = cva('ui-button', {
  variants: {
    variant: {
      default: 'ui-button-default',
      destructive: 'ui-button-destructive',
      outline: 'ui-button-outline',
      secondary: 'ui-button-secondary',
      ghost: 'ui-button-ghost',
      link: 'ui-button-link',
    },
    size: {
      default: 'ui-button-md',
      sm: 'ui-button-sm',
      lg: 'ui-button-lg',
      icon: 'ui-button-icon',
      'icon-sm': 'ui-button-icon-sm',
      'icon-lg': 'ui-button-icon-lg',
    },
  },
  defaultVariants: { variant: 'default', size: 'default' },
});

function Button({
  className,
  variant,
  size,
  asChild = false,
  ...props
}: React.ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      data-slot="button"
      data-variant={variant}
      data-size={size}
      className={buttonClassName({ variant, size, className })}
      {...props}
    />
  );
}

/** A button's classes, for an element styled as a button (a link, a plain <button> in a client component). */
function buttonClassName({ className, ...variants }: VariantProps<typeof buttonVariants> & { className?: string } = {}): string {
  return buttonVariants({ ...variants, className });
}

export { Button, buttonClassName, buttonVariants };
