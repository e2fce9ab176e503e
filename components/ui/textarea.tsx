import * as React from 'react';

import { clsx } from 'clsx';

function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={clsx('ui-textarea', className)}
      {...props}
    />
  );
}

export { Textarea };
