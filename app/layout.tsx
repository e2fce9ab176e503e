import './globals.css';

// The real root layout (with <html lang>) is app/[locale]/layout.tsx. This one only exists because
// app/not-found.tsx (paths outside the locale routing) needs a parent layout; it passes children through.
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
