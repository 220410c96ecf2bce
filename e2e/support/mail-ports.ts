/** The main e2e server sends its mail to SMTP_URL smtp://127.0.0.1:<E2E_PORT + 25> (playwright.config.ts). */
export const e2eSmtpPort = Number(process.env.E2E_PORT ?? 3100) + 25;
/** The mail catcher's HTTP API (mail-catcher-server.ts), where the tests wait for a mail. */
export const e2eMailApiPort = Number(process.env.E2E_PORT ?? 3100) + 26;
