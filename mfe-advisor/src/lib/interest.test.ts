import { describe, expect, it } from 'vitest';
import { detailsFromForm, deviceType, failedRegistrationToast, interestToasts, lookUpGeolocation, registrationArguments } from './interest';

describe('the device-type rule (spec)', () => {
  it('is mobile for mobile, tablet and android user agents, desktop otherwise', () => {
    expect(deviceType('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe('mobile');
    expect(deviceType('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('mobile');
    expect(deviceType('Mozilla/5.0 (Tablet; rv:109.0) Gecko/110.0 Firefox/110.0')).toBe('mobile');
    expect(deviceType('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15')).toBe('desktop');
  });
});

describe('the geolocation lookup', () => {
  it('reads ip, country_name, city, region and timezone', async () => {
    const fetcher = (async () => Response.json({ ip: '203.0.113.7', country_name: 'France', city: 'Paris', region: 'Île-de-France', timezone: 'Europe/Paris', extra: 'ignored' })) as typeof fetch;
    expect(await lookUpGeolocation('https://geo.example/json', fetcher)).toEqual({ ip: '203.0.113.7', country_name: 'France', city: 'Paris', region: 'Île-de-France', timezone: 'Europe/Paris' });
  });

  it('gives nothing after its time-out, on an error status or on a network failure, so registration continues', async () => {
    const silent = ((_url: string, init?: RequestInit) => new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))))) as typeof fetch;
    expect(await lookUpGeolocation('https://geo.example/json', silent, 50)).toEqual({});
    expect(await lookUpGeolocation('https://geo.example/json', (async () => new Response('no', { status: 500 })) as typeof fetch)).toEqual({});
    expect(await lookUpGeolocation('https://geo.example/json', (async () => Promise.reject(new TypeError('offline'))) as typeof fetch)).toEqual({});
  });
});

describe('the registration arguments', () => {
  it('normalise the email and carry the visit and the lookup', () => {
    const args = registrationArguments('  Ada@Example.COM ', { host: 'noirelle.beauty', sourceUrl: 'https://noirelle.beauty/', referrerUrl: '', userAgent: 'Android', language: 'fr-FR', timezone: 'Europe/Paris' }, { city: 'Lyon' });
    expect(args).toMatchObject({ p_email: 'ada@example.com', p_host: 'noirelle.beauty', p_geo_city: 'Lyon', p_referrer_url: null, p_device_type: 'mobile', p_language_preference: 'fr-FR', p_timezone: 'Europe/Paris' });
  });
});

describe('the details form', () => {
  it('reads each field by its name, every one optional', () => {
    const form = new FormData();
    form.set('firstName', 'Adaeze');
    form.set('companyPosition', 'Head of Corporate Development');
    expect(detailsFromForm(form)).toEqual({ firstName: 'Adaeze', lastName: '', phoneNumber: '', companyName: '', companyWebsite: '', companyPosition: 'Head of Corporate Development', extraNotes: '' });
  });
});

describe('a registration the backend limited (429)', () => {
  it('keeps the spec’s title and says when to try again', () => {
    expect(failedRegistrationToast()).toEqual(interestToasts.failed);
    expect(failedRegistrationToast(42)).toEqual({ ...interestToasts.failed, description: 'Too many attempts for now. Please try again in 42 seconds.' });
    expect(failedRegistrationToast(1).description).toBe('Too many attempts for now. Please try again in 1 second.');
    expect(failedRegistrationToast(150).description).toBe('Too many attempts for now. Please try again in 3 minutes.');
  });
});
