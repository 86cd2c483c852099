import { allDomains, brand, listInWords } from 'shared';
import type { LegalDocument } from './types';

const countryName = new Intl.DisplayNames(['en'], { type: 'region' }).of(brand.headOffice.country) ?? brand.headOffice.country;
const postalAddress = `${brand.legalName}, ${brand.headOffice.street}, ${brand.headOffice.city}, ${brand.headOffice.region} ${brand.headOffice.postalCode}, ${countryName}`;
const domainsInWords = listInWords(allDomains);

/** The Terms of Service page (/terms). */
const english = {
  title: 'Terms of Service',
  lastUpdated: '2025-03-24',
  intro: [
    `These Terms of Service (“Terms”) govern your use of our websites at ${domainsInWords} (together, the “Site”), operated by ${brand.legalName} (“${brand.name}”, “we”, “us” or “our”).`,
    'Please read them carefully. They explain what the Site is, what it is not, and the rules that apply when you use it.',
  ],
  sections: [
    {
      id: 'acceptance',
      title: 'Acceptance of these Terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'By accessing or using the Site, you agree to these Terms and to our Privacy Policy, which explains how we handle personal information. If you do not agree, please do not use the Site.',
        },
        {
          kind: 'paragraph',
          text: 'You must be at least 16 years old to use the Site. If you use the Site on behalf of a company or other organization, you confirm that you are authorized to accept these Terms for it.',
        },
      ],
    },
    {
      id: 'demonstration-site',
      title: 'A demonstration site',
      blocks: [
        {
          kind: 'paragraph',
          text: `The Site presents the ${brand.name} brand, its locations, services and products. It is also a demonstration, and some of its features are not live:`,
        },
        {
          kind: 'list',
          items: [
            'No purchase, booking or payment is processed. The cart and the booking wizard are demonstrations, and completing them does not create an order, a reservation or any charge.',
            'Prices, availability, opening hours, treatments and product details are illustrative and may not reflect any actual offer.',
            'Nothing shown on the Site is an offer to sell goods or services, and no contract for goods or services is formed through the Site.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Photographs, illustrations and videos on the Site may be artistic renderings. They show the spirit of our work and do not promise a particular product, setting or result. If you would like to ask about a service or a product, please use the contact details at the end of these Terms.',
        },
      ],
    },
    {
      id: 'asset-interest-registration',
      title: 'Asset interest registration',
      blocks: [
        {
          kind: 'paragraph',
          text: `The Site presents a digital asset package made up of four beauty domains: ${domainsInWords}. Visitors who are considering buying the package may register their interest by giving their email address and, optionally, further details.`,
        },
        {
          kind: 'list',
          items: [
            'Your registration is shared with our asset-package partner, who handles the sale and may contact you about it.',
            'Registration is not a marketing or newsletter subscription, and we will not send you marketing because you registered.',
            'Registration does not create an offer, an acceptance, an option or any contract, and it does not oblige you or us to enter into a transaction.',
            'The four domains are offered together, as one package. They are not offered individually.',
            'There is no auction. Registrations are not bids, and the package is not sold to the highest or the first bidder.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Any sale will be governed only by a separate written agreement signed by the parties. We may change, suspend or withdraw the offering at any time and without notice. You agree to give accurate information when you register.',
        },
      ],
    },
    {
      id: 'ai-advisor',
      title: 'AI beauty advisor',
      blocks: [
        {
          kind: 'paragraph',
          text: `${brand.advisorName}, our AI beauty advisor, answers questions about skin, hair and makeup using automated technology. Its answers are for general information only.`,
        },
        {
          kind: 'list',
          items: [
            'Answers may be inaccurate, incomplete or out of date, and they are not reviewed by a person before you see them.',
            `${brand.advisorName} does not provide medical or dermatological advice, diagnosis or treatment.`,
            'For any skin, scalp or hair concern, allergy, reaction or condition, consult a qualified professional such as a dermatologist or your doctor before acting on an answer.',
            'Do not share sensitive health information, such as medical conditions, medications or pregnancy, in the chat.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'You use the advisor at your own discretion. Always read product labels and patch test new products as their instructions direct.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      blocks: [
        {
          kind: 'paragraph',
          text: `The Site and its content, including text, images, videos, graphics, logos, the ${brand.name} name and trademarks, design and software, are owned by ${brand.legalName} or its licensors and are protected by intellectual property laws.`,
        },
        {
          kind: 'paragraph',
          text: 'We grant you a limited, personal, non-exclusive, non-transferable and revocable license to view the Site for your own non-commercial use. You may not copy, reproduce, modify, distribute, publicly display or create derivative works from any part of the Site without our prior written permission, except as the law allows.',
        },
        {
          kind: 'paragraph',
          text: 'If you send us feedback or suggestions about the Site, you agree that we may use them freely, without any obligation to you. We do not claim ownership of the personal information you send us; our Privacy Policy describes how we use it.',
        },
      ],
    },
    {
      id: 'user-conduct',
      title: 'User conduct',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When you use the Site, including the contact form, the interest registration and the chat, you agree not to:',
        },
        {
          kind: 'list',
          items: [
            'break any law or regulation, or infringe the rights of others;',
            'give false information, or impersonate any person or organization;',
            'send content that is unlawful, abusive, harassing, defamatory, hateful, obscene or discriminatory;',
            'send spam, chain letters or unsolicited advertising;',
            "upload viruses or other harmful code, or interfere with the Site’s operation or security;",
            'try to gain unauthorized access to the Site, its systems or its data;',
            'scrape, crawl or harvest data from the Site by automated means without our written permission;',
            'try to make the AI advisor produce harmful, unlawful or misleading content, or to bypass its safeguards;',
            'use the Site to build a competing product or service.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'You are responsible for what you submit through the Site, and you confirm that it is accurate and that you have the right to share it. We may block access to the Site, or delete anything you submit, if we reasonably believe you have broken these rules.',
        },
      ],
    },
    {
      id: 'third-party-links',
      title: 'Third-party links',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Site may link to websites and services run by others. We do not control them and are not responsible for their content, products, or privacy practices. A link does not mean that we endorse the site. Your use of any third-party site is governed by its own terms and policies.',
        },
        {
          kind: 'paragraph',
          text: `Links between the sites at ${domainsInWords} are not third-party links: all of them are operated by ${brand.legalName} and covered by these Terms.`,
        },
      ],
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Site and its content are provided “as is” and “as available”. To the fullest extent the law allows, we make no warranties or representations of any kind, express or implied, including warranties of accuracy, completeness, fitness for a particular purpose, satisfactory quality and non-infringement.',
        },
        {
          kind: 'paragraph',
          text: 'We do not promise that the Site will be uninterrupted, secure or free of errors or harmful components. Information about products, ingredients, treatments and results is general in nature, and individual results vary.',
        },
        {
          kind: 'paragraph',
          text: 'Content on the Site, including articles and advisor answers, does not replace advice from a qualified professional. Some jurisdictions do not allow certain warranties to be excluded, so some of these exclusions may not apply to you.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of liability',
      blocks: [
        {
          kind: 'paragraph',
          text: `To the fullest extent the law allows, ${brand.legalName} and its officers, employees, partners and suppliers are not liable for any indirect, incidental, special or consequential loss, or for any loss of profits, revenue, data, business or goodwill, arising from or related to your use of the Site, the AI advisor or the interest registration.`,
        },
        {
          kind: 'paragraph',
          text: 'Because the Site is provided free of charge, our total liability to you for all claims relating to the Site is limited to one hundred US dollars (USD 100).',
        },
        {
          kind: 'paragraph',
          text: 'Nothing in these Terms limits or excludes liability for death or personal injury caused by negligence, for fraud or fraudulent misrepresentation, or for any other liability that cannot be limited or excluded by law.',
        },
      ],
    },
    {
      id: 'indemnification',
      title: 'Indemnification',
      blocks: [
        {
          kind: 'paragraph',
          text: `You agree to indemnify and hold harmless ${brand.legalName} and its officers, employees and partners from any claims, losses, liabilities and expenses, including reasonable legal fees, that arise from your breach of these Terms, your misuse of the Site, or your violation of any law or the rights of a third party.`,
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these Terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update these Terms from time to time. When we do, we will change the “Last updated” date at the top of this page. Changes apply from the date they are posted. If you keep using the Site after a change, you accept the updated Terms.',
        },
        {
          kind: 'paragraph',
          text: 'We may also change, suspend or discontinue any part of the Site, including the AI advisor and the interest registration, at any time and without liability to you.',
        },
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law and jurisdiction',
      blocks: [
        {
          kind: 'paragraph',
          text: 'These Terms, and any dispute or claim arising out of or in connection with them or the Site, including non-contractual disputes or claims, are governed by the laws of England and Wales.',
        },
        {
          kind: 'paragraph',
          text: 'The courts of England and Wales have exclusive jurisdiction over any such dispute or claim. If you use the Site as a consumer, you keep the benefit of any mandatory protections given by the law of the country where you live.',
        },
        {
          kind: 'paragraph',
          text: 'If any provision of these Terms is found unenforceable, the remaining provisions stay in full force. If we do not enforce a provision straight away, we do not waive our right to enforce it later.',
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: [
        {
          kind: 'paragraph',
          text: 'For any question about these Terms, contact us:',
        },
        {
          kind: 'list',
          items: [
            `Email: ${brand.email.concierge}`,
            `Asset package enquiries: ${brand.email.acquisitions}`,
            `Post: ${postalAddress}`,
            `Phone: ${brand.phone.display} (${brand.phoneHours})`,
          ],
        },
      ],
    },
  ],
} as const satisfies LegalDocument;

export const termsOfService: LegalDocument = english;

/** The document's words as written, each in its place: what its French and Spanish copies follow (`LegalCopy`). */
export type TermsOfServiceText = typeof english;
