'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { PencilLineIcon, XIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { TerraDraw } from 'terra-draw';
import { Button } from '@/components/ui/button';
import { onStyleReady, type MapLibreMap } from '@/components/map/maplibre';
import { useSearchNavigation } from '@/components/search/search-navigation';
import { areaError, encodeArea, normalizeArea, type AreaError, type SearchArea } from '@/lib/search/area';
import { PAGE_SIZE, searchHref, type SearchFilters } from '@/lib/search/params';

const TEAL = '#1f7a6d';
const TERRACOTTA = '#c2562f';
const WHITE = '#ffffff';

type Phase = 'idle' | 'loading' | 'drawing';

/** Empties terra-draw's store (its features by id: clear() also resets every mode's layers). */
function removeAll(draw: TerraDraw) {
  const ids = draw.getSnapshot().map((f) => f.id!);
  if (ids.length === 0) return;
  try {
    draw.removeFeatures(ids);
  } catch {
    draw.clear();
  }
}

/**
 * 'Desenhar área' on the /buscar map (issue #22): terra-draw (loaded only when an area is drawn or shown)
 * draws a polygon with clicks or taps — a click on the first corner closes it — and then lets its corners be
 * dragged (select mode). Each finished drawing or edit is checked (lib/search/area.ts: 3–100 corners, no
 * crossing edges; a Portuguese message otherwise) and becomes the URL's `area=`, so the list, the map and a
 * saved search all read it. 'Limpar' removes it. Keyboard users keep 'Buscar nesta área'.
 */
export function AreaDraw({ map, filters }: { map: MapLibreMap; filters: SearchFilters }) {
  const t = useTranslations('SearchArea');
  const navigation = useSearchNavigation();
  const drawRef = useRef<TerraDraw | null>(null);
  const loading = useRef<Promise<TerraDraw> | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<AreaError | null>(null);
  const area = filters.area;
  const areaKey = area ? encodeArea(area) : '';
  // The latest filters and area for terra-draw's listeners, which are attached once.
  const latest = useRef({ filters, area });
  useEffect(() => {
    latest.current = { filters, area };
  });

  const commit = useCallback(
    (next: SearchArea | undefined) => {
      const f = latest.current.filters;
      navigation.push(searchHref({ ...f, area: next, bbox: undefined, mostrar: PAGE_SIZE }), { scroll: false });
    },
    [navigation],
  );

  /** The area of the URL drawn in terra-draw's store, corners editable; none: an empty store. */
  const show = useCallback((draw: TerraDraw, shown: SearchArea | undefined) => {
    removeAll(draw);
    draw.setMode('select');
    if (!shown || shown.length < 3) return;
    const ring = [...shown.map(([lng, lat]) => [lng, lat]), [shown[0]![0], shown[0]![1]]];
    const [result] = draw.addFeatures([
      { type: 'Feature', geometry: { type: 'Polygon', coordinates: [ring] }, properties: { mode: 'polygon' } },
    ]);
    if (result?.valid && result.id !== undefined) draw.selectFeature(result.id);
  }, []);

  const load = useCallback((): Promise<TerraDraw> => {
    if (drawRef.current) return Promise.resolve(drawRef.current);
    loading.current ??= (async () => {
      const [{ TerraDraw, TerraDrawPolygonMode, TerraDrawSelectMode }, { TerraDrawMapLibreGLAdapter }] = await Promise.all([
        import('terra-draw'),
        import('terra-draw-maplibre-gl-adapter'),
      ]);
      await new Promise<void>((resolve) => onStyleReady(map, resolve));
      const draw = new TerraDraw({
        adapter: new TerraDrawMapLibreGLAdapter({ map, coordinatePrecision: 5 }),
        modes: [
          new TerraDrawPolygonMode({
            pointerDistance: 30,
            styles: {
              fillColor: TEAL,
              fillOpacity: 0.15,
              outlineColor: TEAL,
              outlineWidth: 3,
              closingPointColor: TERRACOTTA,
              closingPointWidth: 8,
              closingPointOutlineColor: WHITE,
              closingPointOutlineWidth: 2,
            },
          }),
          new TerraDrawSelectMode({
            pointerDistance: 30,
            flags: {
              polygon: { feature: { draggable: false, coordinates: { draggable: true, deletable: true, midpoints: true } } },
            },
            styles: {
              selectedPolygonColor: TEAL,
              selectedPolygonFillOpacity: 0.15,
              selectedPolygonOutlineColor: TEAL,
              selectedPolygonOutlineWidth: 3,
              selectionPointColor: WHITE,
              selectionPointWidth: 7,
              selectionPointOutlineColor: TEAL,
              selectionPointOutlineWidth: 2,
              midPointColor: TEAL,
              midPointWidth: 4,
            },
          }),
        ],
      });
      draw.start();
      draw.on('finish', (id, context) => {
        const feature = draw.getSnapshotFeature(id);
        if (!feature || feature.geometry.type !== 'Polygon') return;
        const corners = normalizeArea(feature.geometry.coordinates[0] as number[][]);
        const problem = areaError(corners);
        if (problem) {
          setError(problem);
          // A bad drawing is dropped (draw again); a bad edit goes back to the URL's area.
          if (context.action === 'draw') draw.removeFeatures([id]);
          else show(draw, latest.current.area);
          return;
        }
        setError(null);
        setPhase('idle');
        commit(corners);
      });
      drawRef.current = draw;
      return draw;
    })();
    return loading.current;
  }, [map, commit, show]);

  // The URL's area on the map (again after every change of it); terra-draw loads only when there is one.
  useEffect(() => {
    if (!areaKey && !drawRef.current) return;
    let cancelled = false;
    load()
      .then((draw) => {
        if (!cancelled && drawRef.current === draw) show(draw, latest.current.area);
      })
      // The map may be gone meanwhile (a new page): nothing to draw on.
      .catch((e: Error) => console.warn('[map] drawing tools:', e.message));
    return () => {
      cancelled = true;
    };
  }, [areaKey, load, show]);

  useEffect(
    () => () => {
      const draw = drawRef.current;
      drawRef.current = null;
      try {
        draw?.stop();
      } catch {
        // The map was removed first (its layers went with it).
      }
    },
    [],
  );

  async function start() {
    setError(null);
    setPhase('loading');
    try {
      const draw = await load();
      removeAll(draw);
      draw.setMode('polygon');
      setPhase('drawing');
    } catch (e) {
      console.error('[map] drawing tools failed:', (e as Error).message);
      setPhase('idle');
    }
  }

  function cancel() {
    setError(null);
    setPhase('idle');
    if (drawRef.current) show(drawRef.current, area);
  }

  function clear() {
    setError(null);
    setPhase('idle');
    if (drawRef.current) removeAll(drawRef.current);
    commit(undefined);
  }

  return (
    <div className="pointer-events-none absolute top-3 left-3 z-10 flex max-w-[calc(100%-4.5rem)] flex-col items-start gap-2">
      <div className="pointer-events-auto flex flex-wrap gap-2">
        {phase === 'drawing' ? (
          <Button type="button" size="sm" variant="secondary" className="rounded-full shadow-lg" onClick={cancel} data-testid="area-cancel">
            <XIcon aria-hidden />
            {t('cancel')}
          </Button>
        ) : (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            className="rounded-full shadow-lg"
            onClick={start}
            disabled={phase === 'loading'}
            data-testid="area-draw"
          >
            <PencilLineIcon aria-hidden />
            {phase === 'loading' ? t('loading') : t('draw')}
          </Button>
        )}
        {area && phase !== 'drawing' && (
          <Button type="button" size="sm" variant="secondary" className="rounded-full shadow-lg" onClick={clear} data-testid="area-clear">
            <XIcon aria-hidden />
            {t('clear')}
          </Button>
        )}
      </div>
      {(phase === 'drawing' || error || area) && (
        <p
          className={`pointer-events-auto rounded-lg px-3 py-2 text-xs shadow-md ${error ? 'bg-destructive text-white' : 'bg-background/95 text-foreground'}`}
          role={error ? 'alert' : 'status'}
          data-testid="area-hint"
        >
          {error ? t(`errors.${error}`) : phase === 'drawing' ? t('hint') : t('editHint')}
        </p>
      )}
    </div>
  );
}
