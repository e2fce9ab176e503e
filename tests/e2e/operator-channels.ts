/**
 * The operator's support channels and profiles the e2e server is configured with (playwright.config.ts; read
 * at run time by lib/server-env.ts operatorEnv, not inlined into the build). Specs compare the pages with these.
 */
export const E2E_OPERATOR_CHANNELS = {
  LAR_SUPPORT_PHONE: '(11) 3000-2000',
  LAR_SUPPORT_WHATSAPP: '(11) 93000-2000',
  LAR_SUPPORT_EMAIL: 'atendimento@lar.example',
  LAR_INSTAGRAM_URL: 'https://www.instagram.com/lar.example',
};
