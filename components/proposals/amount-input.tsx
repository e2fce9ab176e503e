'use client';

import { Input } from '@/components/ui/input';
import { maskBrlAmount } from '@/lib/validations/rules/brl';

/** An amount in reais, masked as BRL from the digits typed ("480000" → "R$ 480.000"). */
export function AmountInput({
  value,
  onChange,
  ...props
}: Omit<React.ComponentProps<typeof Input>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (masked: string) => void;
}) {
  return (
    <Input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onChange={(e) => onChange(maskBrlAmount(e.target.value))}
    />
  );
}
