import type { MarketingContent } from '../types';

const content: MarketingContent = {
  meta: {
    home: { title: 'Homes to rent and buy', description: 'Houses and apartments to rent or buy, confirmed visits and safe offers. Search on Lar.' },
    advertise: { title: 'List your property for free', description: 'List your property free for 60 days, get confirmed visits and negotiate safely.' },
    broker: { title: 'For brokers', description: 'CRM, landing pages, marketing automation and reports for real-estate brokers. 30 days free.' },
    agency: { title: 'For agencies', description: 'Dashboard, listings, broker team, offers and billing for your real-estate agency.' },
    about: { title: 'About us', description: 'Our mission, vision, values, history since 2019, leadership and culture.' },
    support: { title: 'Help center', description: 'Phone, WhatsApp, e-mail, frequently asked questions and a contact form. We are here to help.' },
    terms: { title: 'Terms of use', description: 'The rules for using the platform as a client, owner or professional.' },
    privacy: { title: 'Privacy policy', description: 'How we handle your personal data and how to exercise your rights under the LGPD.' },
  },
  home: {
    hero: {
      title: 'Find your home',
      subtitle: 'Houses and apartments to rent or buy, with confirmed visits and hassle-free negotiation.',
      toggleLabel: 'Transaction',
      rent: 'Rent',
      buy: 'Buy',
      searchLabel: 'City, neighbourhood or address',
      searchPlaceholder: 'Type a city, neighbourhood or street',
      searchButton: 'Search properties',
    },
    whyUs: {
      title: 'Why choose Lar?',
      subtitle: 'Everything you need to find a place and close the deal, in one place.',
      items: [
        { title: 'Filters and favourites', text: 'Narrow the search by price, type and area, and save the homes you like to compare later.' },
        { title: 'Easy visits', text: 'Book visits in a few clicks. Every visit is confirmed by the owner or the broker.' },
        { title: 'Partner agency', text: 'A partner agency handles the paperwork, the contract and the inspection for you.' },
      ],
    },
    featured: { title: 'Featured properties', subtitle: 'Verified listings, hand-picked for you.', empty: 'No properties found', seeAll: 'See all properties' },
    people: {
      title: 'People first',
      text: 'We believe renting or buying a home should be simple, transparent and human. That is why every listing is verified and every visit is confirmed.',
      join: 'Join us',
    },
    pro: {
      title: 'For real-estate professionals',
      subtitle: 'Tools for brokers and agencies to sell and rent more.',
      broker: { title: 'I am a broker', text: 'CRM, landing pages, marketing automation, reports and an app. 30 days free.', cta: 'See the tools' },
      agency: { title: 'I am an agency', text: 'Dashboard, listings, broker invitations, offers and billing.', cta: 'See the plans' },
    },
    faq: {
      title: 'Frequently asked questions',
      items: [
        { q: 'How much does Lar cost?', a: 'For people looking for a home Lar is free: searching, saving favourites, booking visits and sending offers cost nothing.' },
        { q: 'How do I list my property?', a: 'Create an owner account and add the property. The basic listing is free and stays online for 60 days.' },
        { q: 'Are listings verified?', a: 'Yes. We check each listing and ask the advertiser to confirm availability regularly.' },
        { q: 'How do I book a visit?', a: 'On the property page, pick a free day and time. The owner or broker confirms it and you get a notice.' },
        { q: 'How do I make an offer?', a: 'On the property page, enter the amount and a message. Follow replies, counter-offers and history under Offers.' },
        { q: 'What are premium plans?', a: 'Paid plans highlight your listing in search and allow more photos, so more people see it.' },
        { q: 'Do you offer financing?', a: 'Yes. With Lar Cash you simulate financing online and see the instalments before making an offer.' },
        { q: 'Is my data safe?', a: 'Your data is handled under Brazil’s LGPD. See our privacy policy to learn how to exercise your rights.' },
      ],
    },
    partners: { title: 'Partner agencies', empty: 'New partner agencies coming soon.' },
    cta: { title: 'Ready to find your home?', text: 'Thousands of homes to rent and buy are waiting for you.', button: 'Search properties' },
    cash: {
      button: 'Discover Lar Cash',
      title: 'Lar Cash: simulate your financing',
      text: 'On every property for sale, the Lar Cash simulator works out the loan as a bank would: SAC or Price, from the price, the down payment, FGTS, the term and the annual rate.',
      points: ['Down payment from 20% of the price', 'Editable annual rate (suggested: {rate} a year)', 'Terms from 60 to 420 months (360 suggested)', 'First and last instalment, total paid, interest and the family income needed, no commitment'],
      example: 'Example: a R$ 500,000 property with 20% down over 360 months by SAC, at {rate} a year. First instalment:',
    },
  },
  advertise: {
    hero: {
      title: 'List your property for free',
      subtitle: 'Your basic listing stays online for 60 days at no cost. Get confirmed visits and offers from real people.',
      register: 'Sign up',
      login: 'Sign in',
      advertise: 'List my property',
      advertiseSignedIn: 'List my property',
    },
    steps: {
      title: 'How it works',
      items: [
        { title: 'Free listing', text: 'Add the property with photos and a description. The basic listing is free for 60 days.' },
        { title: 'Safe analysis', text: 'We check the listing and the people interested, for your safety.' },
        { title: 'Easy negotiation', text: 'Receive offers, answer with counter-offers and follow everything in one place.' },
        { title: 'Streamlined processes', text: 'Visit schedule, documents and contract organised, without back and forth.' },
        { title: 'No worries', text: 'A partner agency can handle the inspection, the contract and the keys.' },
        { title: 'Made for you', text: 'You choose how to list: on your own or with a professional’s help.' },
      ],
    },
    faq: {
      title: 'Owner questions',
      items: [
        { q: 'Is listing free?', a: 'Yes. The basic listing is free and visible for 60 days. You can renew it whenever you like.' },
        { q: 'How many photos can I upload?', a: 'The basic listing takes enough photos to show the property well; premium plans allow more photos and a search highlight.' },
        { q: 'Do I need an agency?', a: 'No. You can list on your own or choose a partner agency to handle the negotiation.' },
        { q: 'How do I receive visits?', a: 'Interested people request a time and you confirm or decline it from your account.' },
        { q: 'How do I pause or remove my listing?', a: 'Under My properties, set the status to paused, rented or sold, or delete the listing.' },
      ],
    },
    help: { text: 'Still have questions?', link: 'Talk to the help center' },
  },
  broker: {
    hero: { title: 'Sell more with Lar', subtitle: 'CRM, landing pages, marketing automation, reports and an app for real-estate brokers.', trial: '30 days free, no credit card.' },
    benefits: {
      title: 'Everything for your day',
      items: [
        { title: 'Complete CRM', text: 'Organise clients, visits and offers in one place.' },
        { title: 'Landing pages', text: 'Your public page with your listings, ready to share.' },
        { title: 'Marketing automation', text: 'Tell clients about new listings without manual work.' },
        { title: 'Reports', text: 'Follow visits, offers and monthly goals.' },
      ],
    },
    results: {
      title: 'Results of our users',
      items: [
        { value: '+40%', label: 'more visits booked' },
        { value: '2x', label: 'more offers per listing' },
        { value: '-30%', label: 'less time to close a deal' },
      ],
    },
    advantages: { title: 'Advantages', items: ['Qualified leads from real people', 'Visits confirmed through the calendar', 'An app to work from anywhere', 'Support by phone, WhatsApp and e-mail'] },
    testimonial: { quote: 'With Lar I stopped losing contacts in spreadsheets. Now I know exactly who visited and who made an offer.', author: 'Mariana Costa', role: 'Broker in São Paulo' },
    cta: { title: 'Start now', text: 'Create your broker account and try it free for 30 days.', button: 'Create my account' },
  },
  agency: {
    hero: { title: 'Your agency on Lar', subtitle: 'Dashboard, listings, broker team, offers and billing on one platform.' },
    steps: {
      title: 'How to join',
      items: [
        { title: 'Register the agency', text: 'Enter the company, the person in charge and the operation.' },
        { title: 'Confirm the e-mail', text: 'We send a confirmation link to the e-mail address given.' },
        { title: 'Create your password', text: 'Set the password for the agency dashboard.' },
        { title: 'Invite your brokers', text: 'Send invitations and build your team on the platform.' },
        { title: 'Publish your listings', text: 'Add listings and follow visits and offers.' },
        { title: 'Follow the results', text: 'A dashboard with visits, offers, leads and billing.' },
      ],
    },
    stats: { title: 'Lar in numbers', listings: 'listed properties', agencies: 'partner agencies', brokers: 'registered brokers' },
    freePlan: { title: 'Free evaluation plan', text: 'For a limited time, try every tool at no cost before choosing a plan.', cta: 'Try it free' },
    plans: {
      title: 'Plans',
      subtitle: 'Choose the right plan for your agency.',
      items: [
        { name: 'Monthly', plan: 'mensal', period: '/month', note: 'No commitment' },
        { name: 'Semiannual', plan: 'semestral', period: '/month', note: '6 months · 30% off' },
        { name: 'Annual', plan: 'anual', period: '/month', note: '12 months · 60% off' },
      ],
      cta: 'Join now',
    },
  },
  about: {
    hero: { title: 'About Lar', subtitle: 'We help people find their home simply, safely and transparently.' },
    mission: { title: 'Mission', text: 'Make renting and buying a home simple, safe and human for everyone.' },
    vision: { title: 'Vision', text: 'To be the most trusted real-estate platform in Brazil.' },
    values: {
      title: 'Values',
      items: [
        { title: 'People first', text: 'Every decision starts with what is best for the people who use Lar.' },
        { title: 'Transparency', text: 'Clear prices, rules and steps, no fine print.' },
        { title: 'Safety', text: 'Verified listings and protected data.' },
        { title: 'Simplicity', text: 'Less red tape, more time for what matters.' },
      ],
    },
    history: {
      title: 'Our history',
      text: 'Lar was born in 2019 in São Paulo, out of its founders’ frustration with outdated listings and visits that never happened.',
      milestones: [
        { year: '2019', text: 'Lar is founded in São Paulo.' },
        { year: '2021', text: 'Confirmed visits and online offers launch.' },
        { year: '2023', text: 'Partner agencies and broker tools arrive.' },
        { year: '2025', text: 'Lar Cash and the app launch.' },
      ],
    },
    leadership: {
      title: 'Leadership',
      people: [
        { name: 'Ana Ribeiro', role: 'Co-founder and CEO' },
        { name: 'Carlos Mendes', role: 'Co-founder and CTO' },
        { name: 'Juliana Alves', role: 'Chief Operating Officer' },
      ],
    },
    recognitions: { title: 'Recognitions', items: ['Real-estate startup of the year (2022)', 'Best customer experience (2023)', 'Top 10 proptechs in Brazil (2024)'] },
    culture: { title: 'Culture', text: 'We are a diverse team that works remotely and together, learns fast and celebrates every family that finds its home.' },
  },
  support: {
    hero: { title: 'Help center', subtitle: 'How can we help? Reach us on the channel you prefer.' },
    cards: {
      phone: { title: 'Phone', text: 'Mon to Fri, 8am to 6pm' },
      whatsapp: { title: 'WhatsApp', text: 'Available 24 hours' },
      email: { title: 'E-mail', text: 'Reply within 24 hours' },
    },
    faq: {
      title: 'Frequently asked questions',
      items: [
        { q: 'How do I create my account?', a: 'Click Sign in, choose Sign up, select the account type and confirm your e-mail.' },
        { q: 'I did not get the confirmation e-mail. What now?', a: 'Check your spam folder. If it is not there, try signing in again to get a new link.' },
        { q: 'How do I change my password?', a: 'Under Change password, enter the current and the new password. If you forgot it, use Forgot my password.' },
        { q: 'How do I cancel a visit?', a: 'Under My visits, open the visit and cancel it. The advertiser is notified.' },
        { q: 'How do I follow my offers?', a: 'Under Offers you see each one’s status: pending, accepted, rejected or negotiated.' },
        { q: 'How do I report a listing?', a: 'Use the contact form with the subject Listing question and give the property code.' },
        { q: 'How do I delete my account?', a: 'In My account (or Profile, for agencies), use \'Delete my account\' and confirm with your password. The Privacy Policy explains what is erased and what is anonymised.' },
        { q: 'What are the opening hours?', a: 'Monday to Friday 8am to 6pm, Saturday 8am to 2pm; WhatsApp 24 hours.' },
      ],
    },
    knowledgeBase: 'Knowledge base',
    hours: {
      title: 'Opening hours',
      weekdays: 'Monday to Friday: 8am to 6pm',
      saturday: 'Saturday: 8am to 2pm',
      sunday: 'Sunday: closed',
      whatsapp: 'WhatsApp: 24 hours',
      email: 'E-mail: reply within 24 hours',
      form: 'Form: reply within 24 business hours',
    },
  },
  terms: {
    title: 'Terms of use',
    updated: 'Updated on 21 November 2026',
    sections: [
      { title: '1. Acceptance', paragraphs: ['By creating an account or using Lar you agree to these terms. If you do not agree, do not use the platform.'] },
      { title: '2. Accounts', paragraphs: ['Each account is personal and has a type: client, owner, broker or agency. You are responsible for the accuracy of your data and for keeping your password safe.'] },
      { title: '3. Listings', paragraphs: ['Advertisers declare they may list the property and keep its information correct and current. The basic listing is free and visible for 60 days.', 'We may pause or remove listings that are false, outdated or unlawful.'] },
      { title: '4. Visits and offers', paragraphs: ['Lar brings the parties together; confirming visits and accepting offers is up to the advertiser. Contracts are signed between the parties.'] },
      { title: '5. Paid plans', paragraphs: ['Agency plans and highlights are charged per the current price list and may be cancelled at any time, honouring the contracted period.'] },
      { title: '6. Prohibited conduct', paragraphs: ['Publishing illegal, misleading or offensive content, collecting other users’ data or accessing areas without permission is prohibited.'] },
      { title: '7. Liability', paragraphs: ['We work to keep the platform available and safe but do not guarantee uninterrupted operation.'] },
      { title: '8. Contact', paragraphs: ['Questions about these terms: talk to the help center.'] },
    ],
  },
  privacy: {
    title: 'Privacy policy',
    updated: 'Updated on 21 November 2026',
    sections: [
      { title: '1. Who we are', paragraphs: ['Lar is the controller of the personal data processed on the platform under Brazil’s General Data Protection Law (Law 13,709/2018, LGPD).'] },
      { title: '2. Data we collect', paragraphs: ['Account data (name, e-mail, phone, CPF or CNPJ, address), listing, visit, offer and message data, and technical usage data (IP address, browser).'] },
      { title: '3. What we use it for', paragraphs: ['To create and keep your account, publish listings, arrange visits and offers, answer support requests, prevent fraud and meet legal obligations.'] },
      { title: '4. Sharing', paragraphs: ['We share only what is needed with the other party of a visit or offer, with the partner agency you choose and with providers that run the platform. We never sell personal data.'] },
      {
        title: '5. Your rights under the LGPD',
        paragraphs: [
          'At any time you may: confirm whether we process your data; access it; correct incomplete, inaccurate or outdated data; ask for anonymisation, blocking or deletion of unnecessary data; ask for portability; ask for deletion of data processed with your consent; learn with whom we share it; and withdraw consent.',
          'To exercise your rights, send a message through the help-center form (subject Other) or write to privacidade@lar.dev. We answer within 15 days. You may also complain to the National Data Protection Authority (ANPD).',
          'Download my data: on My account (or Profile, for agencies), \'Download my data\' creates a JSON file right away with everything we hold about you: account and profile, settings, favourites, visits, proposals (with their history), contacts sent to listings, support messages, your listings, notifications, plan and payments, and the list of your files (photo and uploaded images).',
          'Delete my account: \'Delete my account\' asks for your password again, then erases your sign-in account, profile, favourites, notifications, devices registered for push notifications, settings and files; your listings are taken down: those nobody else negotiated are erased, and those with other people\'s proposals or visits stay offline, no longer linked to you, so that their history is not lost. What other people still need stays with them without your personal data: the proposals you made and the visits you asked for stay with the advertiser as \'Conta excluída\' (no name, e-mail or phone; open visits are cancelled), and the contacts you sent are anonymised. Records the law requires us to keep (an agency\'s plan, charges, payments with their receipts, and sign purchases) are kept for the legal period, no longer linked to your account; the plan and open charges are closed. Afterwards the same e-mail can create a new account.',
        ],
      },
      { title: '6. Security and retention', paragraphs: ['We protect data with access controls and encryption in transit. We keep data while the account is active and for the period the law requires.'] },
      { title: '7. Cookies', paragraphs: ['We use only necessary cookies: those of your session and those that remember, in this browser, the theme and time zone chosen in Settings.'] },
      { title: '8. Data protection officer', paragraphs: ['Our data protection officer can be reached at privacidade@lar.dev.'] },
    ],
  },
};

export default content;
