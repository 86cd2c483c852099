/**
 * What the built-in advisor knows: generated from the site's own data modules by
 * `npm run knowledge -w backend` (scripts/build-knowledge.ts) into knowledge.generated.json, so the
 * advisor never answers from a copy that drifts (a test fails when the file is stale).
 */
export interface Knowledge {
  brand: {
    name: string;
    advisorName: string;
    phone: string;
    phoneHours: string;
    replyPromise: string;
    languages: string[];
    emails: { concierge: string; acquisitions: string; from: string; copies: string[] };
    domains: string[];
    portfolioUrl: string;
    headOffice: string;
  };
  products: { id: string; name: string; type: 'product' | 'service'; category: string; price: number; description: string; features: string[]; duration?: string; path: string }[];
  services: { id: string; name: string; price: number; duration: string; description: string; path: string }[];
  experiences: { id: string; name: string; price: number; duration: string; description: string; path: string }[];
  addOns: { id: string; name: string; price: number }[];
  immersion: { name: string; facts: string[]; path: string };
  faqs: { question: string; answer: string }[];
  locations: { slug: string; city: string; name: string; country: string; address: string; timezone: string; hours: Record<string, string>; path: string }[];
}
