import { allDomains, brand, listInWords } from 'shared';
import type { LegalDocument } from './types';

const countryName = new Intl.DisplayNames(['en'], { type: 'region' }).of(brand.headOffice.country) ?? brand.headOffice.country;
const postalAddress = `${brand.legalName}, ${brand.headOffice.street}, ${brand.headOffice.city}, ${brand.headOffice.region} ${brand.headOffice.postalCode}, ${countryName}`;
const domainsInWords = listInWords(allDomains);

/** The Privacy Policy page (/privacy). */
const english = {
  title: 'Privacy Policy',
  lastUpdated: '2025-03-24',
  intro: [
    `This Privacy Policy explains how ${brand.legalName} (“${brand.name}”, “we”, “us” or “our”) collects, uses, shares and protects personal information when you visit our websites at ${domainsInWords} (together, the “Site”), use our AI beauty advisor, contact us or register interest in our digital asset package.`,
    `The Site presents our services and products, and it is also a demonstration: the cart and the booking wizard do not process any purchase, booking or payment. ${brand.legalName} is responsible for the personal information described in this policy.`,
  ],
  sections: [
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We collect only what we need to run the Site and answer you. This includes:',
        },
        {
          kind: 'list',
          items: [
            'Personal information you give us: your name, email address, phone number (if you provide it), the subject and content of your message, and the interest you select when you use the contact form or register interest in the asset package.',
            'Usage data: the pages you view, the links and buttons you use, how long you stay, the page that referred you, and similar events recorded by Google Analytics 4.',
            'Device data: your IP address, browser type and version, operating system, device type, screen size and language settings.',
            'Approximate location: a city or region derived from your IP address, used to suggest the location nearest to you. We do not ask for or collect your precise location.',
            `Chat interactions: the messages you send to ${brand.advisorName}, our AI beauty advisor, and the answers it gives you.`,
          ],
        },
        {
          kind: 'paragraph',
          text: 'We collect personal information directly from you when you fill in a form or chat with the advisor, and automatically, through our servers and analytics cookies, when you browse the Site. The booking wizard keeps your draft selections only in your own browser and sends nothing to us. We do not collect payment details, because no payment is processed on the Site.',
        },
        {
          kind: 'paragraph',
          text: `Please do not send us sensitive information, such as details of your health, medical conditions or medications, through the contact form or the chat with ${brand.advisorName}.`,
        },
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How we use your information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We use personal information to:',
        },
        {
          kind: 'list',
          items: [
            'answer your enquiries and send you an acknowledgement of your message;',
            'record your interest in the asset package and pass it to our asset-package partner so they can follow up with you;',
            `provide ${brand.advisorName}'s answers to your questions during a chat;`,
            'suggest the location nearest to you;',
            'understand how the Site is used, fix errors and improve its content and design;',
            'keep the Site secure, prevent abuse and comply with our legal obligations.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Where data protection law requires a legal basis, we rely on your consent (for example, for analytics cookies where consent is required), on the steps you ask us to take (answering your enquiry or registering your interest), and on our legitimate interests in operating, securing and improving the Site. We do not use your information for automated decisions that have legal or similarly significant effects on you.',
        },
        {
          kind: 'paragraph',
          text: `When you chat with ${brand.advisorName}, your messages are sent to our AI provider to generate the answers, and we keep the transcript to review the quality and safety of the service. ${brand.advisorName}'s answers are informational only and are not medical or dermatological advice.`,
        },
        {
          kind: 'paragraph',
          text: 'Registering interest in the asset package is not a newsletter or marketing subscription. We will not add you to a marketing list unless you separately ask us to.',
        },
      ],
    },
    {
      id: 'sharing',
      title: 'How we share your information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We share personal information only as described below:',
        },
        {
          kind: 'list',
          items: [
            "Service providers who act on our behalf and under our instructions, including our hosting provider, our email delivery provider, Google (for Google Analytics 4) and the AI provider that generates the advisor’s answers. They may use the information only to provide their services to us.",
            `The asset-package partner: if you register interest in the asset package of ${domainsInWords}, we share your registration with the partner that handles the sale, so that they can contact you about it.`,
            'Authorities and advisers: where the law requires it, to protect our rights or the safety of others, or with our professional advisers under a duty of confidentiality.',
            `A buyer or successor: if the Site, the domains or ${brand.legalName} are sold or transferred, the information may pass to the new owner, who must continue to protect it as this policy describes.`,
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not sell your personal information, and we do not rent or trade it to anyone for their own marketing.',
        },
      ],
    },
    {
      id: 'data-retention',
      title: 'Data retention',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We keep personal information only as long as we need it for the purposes above, and then delete or anonymize it:',
        },
        {
          kind: 'list',
          items: [
            'Contact enquiries: 24 months from your last message.',
            'Interest registrations: until the sale of the asset package concludes, or 24 months from registration, whichever comes first.',
            `Chat transcripts with ${brand.advisorName}: 12 months.`,
            'Analytics data: 14 months, after which Google Analytics 4 deletes user-level and event-level data.',
            'Server and security logs: 90 days, unless needed longer to investigate an incident.',
            'The booking draft: only in your browser session storage, until you close the browser tab or window.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We may keep information longer where the law requires it or to establish, exercise or defend legal claims.',
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Depending on where you live, you have some or all of the following rights over your personal information:',
        },
        {
          kind: 'list',
          items: [
            'Access: ask for a copy of the information we hold about you.',
            'Correction: ask us to correct information that is inaccurate or incomplete.',
            'Deletion: ask us to delete your information.',
            'Restriction: ask us to limit how we use your information.',
            'Portability: receive your information in a structured, machine-readable format, or have it sent to another organization.',
            'Objection: object to our use of your information based on our legitimate interests.',
            'Withdrawal of consent: withdraw any consent you have given, at any time, without affecting use made before you withdrew it.',
          ],
        },
        {
          kind: 'paragraph',
          text: `To exercise a right, email ${brand.email.concierge} with the subject “Privacy request” and tell us what you would like us to do. We may ask you to confirm your identity before we act. We respond within 30 days. We will not treat you differently for exercising your rights.`,
        },
        {
          kind: 'paragraph',
          text: 'You may also ask someone you authorize to make a request for you; we may ask for proof of that authority. If we cannot fully meet a request, for example because the law requires us to keep certain records, we will explain why.',
        },
        {
          kind: 'paragraph',
          text: 'If you are not satisfied with our answer, you may complain to the data protection authority where you live or work.',
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and similar technologies',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We use a small number of cookies and browser storage features:',
        },
        {
          kind: 'list',
          items: [
            'Analytics cookies: Google Analytics 4 sets first-party cookies (named _ga and _ga_ followed by an identifier) to count visits and understand how the Site is used. They expire after up to two years unless you delete them sooner.',
            "Session storage: the booking wizard saves your draft in your browser’s session storage so you do not lose it between steps. It stays on your device, is never sent to us, and is cleared when you close the tab or window.",
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not use advertising cookies. You can block or delete cookies and clear site data in your browser settings, browse in a private window, or install the Google Analytics opt-out browser add-on. The Site continues to work without analytics cookies.',
        },
      ],
    },
    {
      id: 'security',
      title: 'Security',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We protect personal information with reasonable technical and organizational measures, including encrypted connections (HTTPS), access limited to the people and providers who need it, and contractual confidentiality obligations for our service providers.',
        },
        {
          kind: 'paragraph',
          text: 'No method of transmission or storage is completely secure, so we cannot guarantee absolute security. If we become aware of a breach that affects your information, we will notify you and the authorities where the law requires it.',
        },
        {
          kind: 'paragraph',
          text: 'You can help by sending us only the information we ask for, and by contacting us straight away if you receive a message that claims to come from us but looks suspicious.',
        },
      ],
    },
    {
      id: 'international-transfers',
      title: 'International transfers',
      blocks: [
        {
          kind: 'paragraph',
          text: `${brand.legalName} is based in ${brand.headOffice.label}, and we and our service providers may process your information outside the country where you live. When we transfer personal information out of the United Kingdom or the European Economic Area, we use recognized safeguards, such as the standard contractual clauses approved for that purpose, or rely on an adequacy decision.`,
        },
      ],
    },
    {
      id: 'children',
      title: 'Children',
      blocks: [
        {
          kind: 'paragraph',
          text: `The Site is not directed to children under 16, and we do not knowingly collect their personal information. If you believe a child under 16 has given us personal information, contact us at ${brand.email.concierge} and we will delete it.`,
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update this policy from time to time. When we do, we will change the “Last updated” date at the top of this page. If a change is significant, we will make it prominent on the Site before it takes effect. Please review this policy whenever you visit.',
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: [
        {
          kind: 'paragraph',
          text: 'For any question about this policy or your personal information, contact us:',
        },
        {
          kind: 'list',
          items: [
            `Email: ${brand.email.concierge}`,
            `Post: ${postalAddress}`,
            `Phone: ${brand.phone.display} (${brand.phoneHours})`,
          ],
        },
        {
          kind: 'paragraph',
          text: `Questions about an interest registration for the asset package may also be sent to ${brand.email.acquisitions}.`,
        },
      ],
    },
  ],
} as const satisfies LegalDocument;

export const privacyPolicy: LegalDocument = english;

/** The document's words as written, each in its place: what its French and Spanish copies follow (`LegalCopy`). */
export type PrivacyPolicyText = typeof english;
