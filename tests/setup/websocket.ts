// supabase-js builds a realtime client in createClient() and needs a global WebSocket, which Node 20 has
// only behind a flag (Next.js provides one in the app; this does the same for jest).
import { WebSocket } from 'ws';

if (typeof globalThis.WebSocket === 'undefined') {
  Object.defineProperty(globalThis, 'WebSocket', { value: WebSocket, configurable: true, writable: true });
}
