'use client';

import { useState } from 'react';
import { useLocale } from 'next-intl';
import { LocationCombobox } from '@/components/location/location-combobox';
import { getPathname } from '@/lib/i18n/navigation';
import type { PlaceSuggestion } from '@/lib/location/suggestions';

/**
 * The location box inside a plain GET form (the home's search): free text is sent as `name`, a chosen
 * place as its estado / cidade / bairro / rua fields, so the form still works without JavaScript.
 */
export function LocationField({
  id,
  name,
  placeholder,
  className,
  inputClassName,
}: {
  id: string;
  name: string;
  placeholder?: string;
  className?: string;
  inputClassName?: string;
}) {
  const locale = useLocale();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<PlaceSuggestion | null>(null);
  return (
    <LocationCombobox
      id={id}
      name={name}
      value={text}
      onValueChange={setText}
      picked={picked}
      onPick={setPicked}
      placeholder={placeholder}
      className={className}
      inputClassName={inputClassName}
      listingHref={(property) => getPathname({ href: `/imovel/${property}`, locale })}
    />
  );
}
