/** The port the e2e server listens on (playwright.config.ts starts it there). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
