'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';

/** maplibre-gl's own control texts, keyed as its `locale` option expects. */
export type MapTexts = Record<string, string>;

/**
 * The texts maplibre-gl shows itself — the zoom buttons, the attribution toggle, the cooperative-gesture
 * hints — in the visitor's language (Common.map, which every page's browser code has), for createMap().
 */
export function useMapTexts(): MapTexts {
  const t = useTranslations('Common.map');
  return useMemo(
    () => ({
      'NavigationControl.ZoomIn': t('zoomIn'),
      'NavigationControl.ZoomOut': t('zoomOut'),
      'AttributionControl.ToggleAttribution': t('credits'),
      'CooperativeGesturesHandler.WindowsHelpText': t('ctrlScroll'),
      'CooperativeGesturesHandler.MacHelpText': t('cmdScroll'),
      'CooperativeGesturesHandler.MobileHelpText': t('twoFingers'),
    }),
    [t],
  );
}
