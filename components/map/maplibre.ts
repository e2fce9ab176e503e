// maplibre-gl with its stylesheet, for dynamic import(): the ~60 kB of CSS then arrives with the map's own
// chunk instead of blocking the first paint of every page that can show a map.
import 'maplibre-gl/dist/maplibre-gl.css';

export * from 'maplibre-gl';
