import { defineMessages, intlFor, leadDetailLimits, SOURCE_LOCALE, type IntlShape, type LeadDetailColumn } from 'shared';
import { publicEnv } from './env';
import { backendModule } from './backend-module';

const toasts = defineMessages({
  registeredTitle: { id: 'advisor.toasts.registered.title', defaultMessage: 'Interest Registered' },
  registeredDescription: { id: 'advisor.toasts.registered.description', defaultMessage: 'Thank you for your interest. Please provide additional information.' },
  duplicateTitle: { id: 'advisor.toasts.duplicate.title', defaultMessage: 'Already Registered' },
  duplicateDescription: { id: 'advisor.toasts.duplicate.description', defaultMessage: 'This email is already registered in our system.' },
  failedTitle: { id: 'advisor.toasts.failed.title', defaultMessage: 'Registration Failed' },
  failedDescription: { id: 'advisor.toasts.failed.description', defaultMessage: 'There was an error processing your request. Please try again.' },
  updatedTitle: { id: 'advisor.toasts.updated.title', defaultMessage: 'Information Updated' },
  updatedDescription: { id: 'advisor.toasts.updated.description', defaultMessage: "Thank you for providing additional information. We'll be in touch soon." },
  updateFailedTitle: { id: 'advisor.toasts.update-failed.title', defaultMessage: 'Update Failed' },
  updateFailedDescription: { id: 'advisor.toasts.update-failed.description', defaultMessage: 'There was an error updating your information. Please try again.' },
  waitSeconds: { id: 'advisor.toasts.too-many.seconds', defaultMessage: 'Too many attempts for now. Please try again in {count, plural, one {# second} other {# seconds}}.' },
  waitMinutes: { id: 'advisor.toasts.too-many.minutes', defaultMessage: 'Too many attempts for now. Please try again in {count, plural, one {# minute} other {# minutes}}.' },
});

/** Spec (section 8): the registration's toasts, exactly, in the language of `intl`. */
export const interestToastsIn = (intl: IntlShape) =>
  ({
    registered: { title: intl.formatMessage(toasts.registeredTitle), description: intl.formatMessage(toasts.registeredDescription), variant: 'success' },
    duplicate: { title: intl.formatMessage(toasts.duplicateTitle), description: intl.formatMessage(toasts.duplicateDescription), variant: 'destructive' },
    failed: { title: intl.formatMessage(toasts.failedTitle), description: intl.formatMessage(toasts.failedDescription), variant: 'destructive' },
    updated: { title: intl.formatMessage(toasts.updatedTitle), description: intl.formatMessage(toasts.updatedDescription), variant: 'success' },
    updateFailed: { title: intl.formatMessage(toasts.updateFailedTitle), description: intl.formatMessage(toasts.updateFailedDescription), variant: 'destructive' },
  }) as const;

const englishIntl = intlFor(SOURCE_LOCALE);

/** Spec (section 8): the registration's toasts, exactly (in English). */
export const interestToasts = interestToastsIn(englishIntl);

/** Spec: mobile when the user agent says mobile, tablet or android; desktop otherwise. */
export const deviceType = (userAgent: string): 'mobile' | 'desktop' => (/mobile|tablet|android/i.test(userAgent) ? 'mobile' : 'desktop');

export interface Geolocation {
  ip?: string;
  country_name?: string;
  city?: string;
  region?: string;
  timezone?: string;
}

/** The most the lookup may delay a registration; it runs while the backend's client loads. */
export const GEOLOCATION_TIMEOUT_MS = 1500;
export const geolocationUrl: string = publicEnv.VITE_GEOLOCATION_URL ?? 'https://ipapi.co/json/';

const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined);

/** The public IP-geolocation service's answer, or nothing after GEOLOCATION_TIMEOUT_MS or on any failure (spec). */
export async function lookUpGeolocation(url = geolocationUrl, fetcher: typeof fetch = fetch, timeoutMs = GEOLOCATION_TIMEOUT_MS): Promise<Geolocation> {
  if (!url) return {};
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetcher(url, { signal: controller.signal, headers: { accept: 'application/json' } });
    if (!response.ok) return {};
    const body = (await response.json()) as Record<string, unknown>;
    return { ip: text(body.ip, 64), country_name: text(body.country_name, 100), city: text(body.city, 100), region: text(body.region, 100), timezone: text(body.timezone, 64) };
  } catch {
    return {};
  } finally {
    clearTimeout(timer);
  }
}

export interface VisitContext {
  host: string;
  sourceUrl: string;
  referrerUrl: string;
  userAgent: string;
  language: string;
  timezone: string;
}

/** The arguments of register_interest (supabase/migrations), from the email, the visit and the lookup. */
export function registrationArguments(email: string, visit: VisitContext, geo: Geolocation) {
  return {
    p_email: email.trim().toLowerCase(),
    p_host: visit.host,
    p_ip_address: geo.ip ?? null,
    p_user_agent: visit.userAgent.slice(0, 512),
    p_source_url: visit.sourceUrl.slice(0, 2048),
    p_referrer_url: visit.referrerUrl ? visit.referrerUrl.slice(0, 2048) : null,
    p_geo_country: geo.country_name ?? null,
    p_geo_city: geo.city ?? null,
    p_geo_region: geo.region ?? null,
    p_timezone: geo.timezone ?? (visit.timezone || null),
    p_language_preference: visit.language.slice(0, 35) || null,
    p_device_type: deviceType(visit.userAgent),
  };
}

export type Registration = { status: 'registered'; token: string } | { status: 'duplicate' } | { status: 'failed'; retryAfterSeconds?: number };

/**
 * The toast for a refused registration: the spec's, or, when the backend limited the attempts
 * (429), its title with when to try again (the body's `retry_after`, also sent as Retry-After).
 */
export function failedRegistrationToast(retryAfterSeconds?: number, intl: IntlShape = englishIntl) {
  const failed = interestToastsIn(intl).failed;
  if (!retryAfterSeconds) return failed;
  const description =
    retryAfterSeconds <= 60 ? intl.formatMessage(toasts.waitSeconds, { count: retryAfterSeconds }) : intl.formatMessage(toasts.waitMinutes, { count: Math.ceil(retryAfterSeconds / 60) });
  return { ...failed, description };
}

export function currentVisit(): VisitContext {
  return {
    host: window.location.hostname,
    sourceUrl: window.location.href,
    referrerUrl: document.referrer,
    userAgent: navigator.userAgent,
    language: navigator.language,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
}

/**
 * Registers the address: the lookup and the backend's client at once (the lookup never delays it by
 * more than GEOLOCATION_TIMEOUT_MS), then register_interest, itself time-limited (./backend.ts).
 */
export async function registerInterest(email: string): Promise<Registration> {
  try {
    const [geo, { backend }] = await Promise.all([lookUpGeolocation(), backendModule.start()]);
    const { data, error } = await backend().rpc('register_interest', registrationArguments(email, currentVisit(), geo));
    if (error) {
      const refusal = error as { code?: string; retry_after?: unknown };
      const retryAfterSeconds = Number(refusal.retry_after);
      return refusal.code === 'PT429' && retryAfterSeconds > 0 ? { status: 'failed', retryAfterSeconds } : { status: 'failed' };
    }
    const answer = data as { status?: string; token?: string } | null;
    if (answer?.status === 'registered' && answer.token) return { status: 'registered', token: answer.token };
    if (answer?.status === 'duplicate') return { status: 'duplicate' };
    return { status: 'failed' };
  } catch {
    return { status: 'failed' };
  }
}

export interface InterestDetails {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  companyName: string;
  companyWebsite: string;
  companyPosition: string;
  extraNotes: string;
}

/** The details form as submitted: each field is named after its key, and may be left empty. */
export function detailsFromForm(data: FormData): InterestDetails {
  const text = (key: keyof InterestDetails) => String(data.get(key) ?? '');
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    phoneNumber: text('phoneNumber'),
    companyName: text('companyName'),
    companyWebsite: text('companyWebsite'),
    companyPosition: text('companyPosition'),
    extraNotes: text('extraNotes'),
  };
}

/** Each field of the details form and the column it fills (update_interest_details takes `p_<column>`). */
export const detailColumns: Record<keyof InterestDetails, LeadDetailColumn> = {
  firstName: 'first_name',
  lastName: 'last_name',
  phoneNumber: 'phone_number',
  companyName: 'company_name',
  companyWebsite: 'company_website',
  companyPosition: 'company_postion',
  extraNotes: 'extra_notes',
};

/** The most a details field may hold: the column's limit (shared/src/lead-details.ts, the one definition). */
export const detailMaxLength = (key: keyof InterestDetails): number => leadDetailLimits[detailColumns[key]];

export type DetailsUpdate = { ok: true } | { ok: false; field?: keyof InterestDetails };

/**
 * update_interest_details with the one-time token the registration returned. A refusal that names
 * a field (too long, not a web address) says which, so the form can mark it and say why in the
 * page's language (the database's words are English).
 */
export async function updateInterestDetails(token: string, details: InterestDetails): Promise<DetailsUpdate> {
  try {
    const { backend } = await backendModule.start();
    const args: Record<string, string> = { p_token: token };
    for (const key of Object.keys(detailColumns) as (keyof InterestDetails)[]) args[`p_${detailColumns[key]}`] = details[key];
    const { error } = await backend().rpc('update_interest_details', args);
    if (!error) return { ok: true };
    const refusal = error as { field?: unknown };
    const field = (Object.keys(detailColumns) as (keyof InterestDetails)[]).find((key) => detailColumns[key] === refusal.field);
    return field ? { ok: false, field } : { ok: false };
  } catch {
    return { ok: false };
  }
}
