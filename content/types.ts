/** Long-form copy of the public pages. One module per locale (content/<locale>/marketing.ts) with this shape. */
export interface QA {
  q: string;
  a: string;
}
export interface Item {
  title: string;
  text: string;
}
export interface PageMeta {
  title: string;
  description: string;
}
export interface LegalSection {
  title: string;
  paragraphs: string[];
}

export interface MarketingContent {
  meta: Record<'home' | 'advertise' | 'broker' | 'agency' | 'about' | 'support' | 'terms' | 'privacy', PageMeta>;
  home: {
    hero: {
      title: string;
      subtitle: string;
      toggleLabel: string;
      rent: string;
      buy: string;
      searchLabel: string;
      searchPlaceholder: string;
      searchButton: string;
    };
    whyUs: { title: string; subtitle: string; items: Item[] };
    featured: { title: string; subtitle: string; empty: string; seeAll: string };
    people: { title: string; text: string; join: string };
    pro: { title: string; subtitle: string; broker: Item & { cta: string }; agency: Item & { cta: string } };
    faq: { title: string; items: QA[] };
    partners: { title: string; empty: string };
    cta: { title: string; text: string; button: string };
    cash: { button: string; title: string; text: string; points: string[]; example: string };
  };
  advertise: {
    hero: { title: string; subtitle: string; register: string; login: string; advertise: string; advertiseSignedIn: string };
    steps: { title: string; items: Item[] };
    faq: { title: string; items: QA[] };
    help: { text: string; link: string };
  };
  broker: {
    hero: { title: string; subtitle: string; trial: string };
    benefits: { title: string; items: Item[] };
    results: { title: string; items: { value: string; label: string }[] };
    advantages: { title: string; items: string[] };
    testimonial: { quote: string; author: string; role: string };
    cta: { title: string; text: string; button: string };
  };
  agency: {
    hero: { title: string; subtitle: string };
    steps: { title: string; items: Item[] };
    stats: { title: string; listings: string; agencies: string; brokers: string };
    freePlan: { title: string; text: string; cta: string };
    plans: { title: string; subtitle: string; items: { name: string; plan: string; period: string; note: string }[]; cta: string };
  };
  about: {
    hero: { title: string; subtitle: string };
    mission: Item;
    vision: Item;
    values: { title: string; items: Item[] };
    history: { title: string; text: string; milestones: { year: string; text: string }[] };
    leadership: { title: string; people: { name: string; role: string }[] };
    recognitions: { title: string; items: string[] };
    culture: Item;
  };
  support: {
    hero: { title: string; subtitle: string };
    /** The channels' titles and hours; the numbers and address are the operator's settings (lib/server-env.ts). */
    cards: { phone: Item; whatsapp: Item; email: Item };
    faq: { title: string; items: QA[] };
    knowledgeBase: string;
    hours: { title: string; weekdays: string; saturday: string; sunday: string; whatsapp: string; email: string; form: string };
  };
  terms: { title: string; updated: string; sections: LegalSection[] };
  privacy: { title: string; updated: string; sections: LegalSection[] };
}
