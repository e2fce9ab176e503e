import * as React from 'react';

import { clsx } from 'clsx';

/** An input's classes (components/ui/primitives.css's, which a caller's utilities override), for a plain <input>. */
function inputClassName(className?: string): string {
  return clsx('ui-input', className);
}

function Input({ className, type, ...props }: React.ComponentProps<'input'>) {
  return <input type={type} data-slot="input" className={inputClassName(className)} {...props} />;
}

export { Input, inputClassName };
