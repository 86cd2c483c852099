/* Asks /chat a few questions and takes a screenshot of the conversation: node tooling/dev-tools/chat-screens.mjs <out-prefix> */
import { chromium } from '@playwright/test';
const [,, out = '/tmp/chat'] = process.argv;
const questions = process.env.QUESTIONS ? process.env.QUESTIONS.split('|') : ['How much is the cloud coil cream?', 'Est-ce que la maison de Paris ouvre le dimanche ?', 'my eyelids swelled up after the new cream', 'What is the capital of France?'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [width, height] of [[390, 844], [1440, 900]]) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.goto('http://localhost:5173/chat');
  const input = page.getByLabel('Your question for Amara');
  for (const [i, question] of questions.entries()) {
    await input.fill(question);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('log').locator('[data-role="assistant"]').nth(i).waitFor();
  }
  const log = page.getByRole('log');
  await log.scrollIntoViewIfNeeded();
  for (const [i] of questions.entries()) {
    await page.getByRole('log').locator('[data-role="assistant"]').nth(i).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${out}-${width}-${i}.png` });
  }
  await page.close();
}
await browser.close();
