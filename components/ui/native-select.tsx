import { clsx } from 'clsx';

/**
 * A native <select>'s classes (components/ui/primitives.css's `ui-native-select`, the input's box), for the
 * forms' plain <select> elements: one home instead of a class list copied into each form. A caller's utilities
 * (`h-10`, `w-auto`) override them, as for Input.
 */
export function nativeSelectClassName(className?: string): string {
  return clsx('ui-native-select', className);
}
