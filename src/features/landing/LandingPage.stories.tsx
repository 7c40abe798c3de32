import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onPhone, pageStory, type PageStory } from '../../../.storybook/pageStory';
import { REPORT_MESSAGES } from './report/reportSchema';
import { fitsWidth } from '../../../.storybook/layoutChecks';
import { inDemo } from '../../../.storybook/inDemo';

export default { title: 'Pages/Landing', tags: ['screen:/'] } satisfies Meta;

type Play = NonNullable<PageStory['play']>;

/**
 * The hero's heading: the page itself has rendered, not only its loading view. The first story to
 * open the page waits for Vite to compile it.
 */
async function findHero(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('heading', { level: 1, name: /Let us get it back/ });
}

const showsHero: Play = async ({ canvasElement }) => {
  await expect(await findHero(canvasElement)).toBeVisible();
};

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Nothing inside `root` reaches past the viewport's right edge. The page's bands skip layout off
 * screen and clip what overflows them, so the page's own scroll width cannot tell.
 */
const nothingPastRightEdge = (root: Element) =>
  expect(
    [...root.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > window.innerWidth + 0.5,
    ),
  ).toEqual([]);

/** A visitor: the header offers Sign In and Get Started. */
export const SignedOut = {
  ...pageStory('/', 'signedOut', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await findHero(canvasElement);
      await expect(await canvas.findByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    },
  }),
  tags: ['state:full'],
};

/** A signed-in user: the header offers the dashboard instead. */
export const SignedIn = {
  ...pageStory('/', 'user', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await findHero(canvasElement);
      await expect(await canvas.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    },
  }),
  tags: ['state:full'],
};

/** In the demo (mock mode): the claims, the news and the success stories wear the Sample badge. */
export const InTheDemo = {
  ...pageStory('/', 'signedOut', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const hero = await findHero(canvasElement);
      await expect(within(hero.closest('section') ?? canvasElement).getByText('Sample')).toBeVisible();
      for (const name of ['News and Alerts', 'About Us']) {
        const heading = await canvas.findByRole('heading', { level: 2, name });
        heading.scrollIntoView();
        await expect(await within(canvas.getByRole('region', { name })).findByText('Sample')).toBeVisible();
      }
    },
  }),
  decorators: [inDemo],
  tags: ['state:full'],
};

/** The same page at its second address. */
export const AtLanding = {
  ...pageStory('/landing', 'signedOut', { play: showsHero }),
  // The page's second route: this story counts for /landing, not for / as the rest of the file.
  tags: ['!screen:/', 'screen:/landing', 'state:full'],
};

/** The whole landing page on a 390 px phone, scrolled to the report form: every section stacks, nothing runs off to the side. */
export const Phone = {
  ...onPhone(
    pageStory('/', 'signedOut', {
      play: async ({ canvasElement }) => {
        await findHero(canvasElement);
        await expect(await within(canvasElement).findByRole('button', { name: 'Open support chat' })).toBeVisible();
        for (const section of canvasElement.querySelectorAll('header, section, footer')) {
          section.scrollIntoView();
          await nextFrame();
          nothingPastRightEdge(section);
        }
        nothingPastRightEdge(await findReportForm(canvasElement));
        fitsWidth();
      },
    }),
  ),
  tags: ['state:narrow'],
};

/** The report form, which loads as the visitor scrolls towards it. */
async function findReportForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await findHero(canvasElement);
  const section = await canvas.findByRole('heading', { level: 2, name: 'Report a Scam' });
  section.scrollIntoView();
  return canvas.findByRole('form', { name: 'Report a scam' });
}

/** The report form sent with a zero amount, a one-line description and no platform or wallet: each field says what is wrong. */
export const ReportInvalid = {
  ...pageStory('/', 'signedOut', {
    play: async ({ canvasElement }) => {
      const form = within(await findReportForm(canvasElement));
      await userEvent.type(form.getByLabelText('Amount lost'), '0');
      await userEvent.type(form.getByLabelText('Description'), 'They took it.');
      await userEvent.click(form.getByRole('checkbox', { name: /I confirm the information is accurate/ }));
      await userEvent.click(form.getByRole('button', { name: 'Submit report' }));
      for (const message of [
        REPORT_MESSAGES.platform,
        REPORT_MESSAGES.affectedWallet,
        REPORT_MESSAGES.amount,
        REPORT_MESSAGES.description,
      ]) {
        await expect(await form.findByText(message)).toBeVisible();
      }
      await expect(form.getByLabelText('Affected wallet address')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByLabelText('Amount lost')).toHaveAttribute('aria-invalid', 'true');
    },
  }),
  tags: ['state:invalid'],
};

/** What visitors paste into the chat: addresses, hashes and links with no place to break. */
const LONG_LINES = [
  'I sent 2.4 ETH to 0x9f3c9f3c9f3c9f3c9f3c9f3c9f3c9f3c9f3c9f3c and it never arrived, the transaction hash is 0x5e1d7a0b9c2f4e6a8d0b1c3e5f7a9b2d4c6e8f0a1b3c5d7e9f2a4b6c8d0e1f3a',
  'The site was https://secure-wallet-verification-support-centre.example-exchange-login.com/account/verify?session=8f7e6d5c4b3a29180f1e2d3c4b5a6978',
  'They said my account was flagged for suspicious activity and that I had to move everything to a "safe vault" within the hour or lose it. I did it because the page looked exactly like my exchange, with the same logo and the same support chat. Only afterwards did I notice the address bar.',
  'Ok',
];
const SENT = 12;

/**
 * A long support chat on a phone: twelve messages with long addresses, hashes and links, and
 * support's replies. Every bubble wraps inside the chat; the conversation scrolls, not the page.
 */
export const LongConversation = {
  ...onPhone(
    pageStory('/', 'signedOut', {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await findHero(canvasElement);
        await userEvent.click(await canvas.findByRole('button', { name: 'Open support chat' }));
        const message = await canvas.findByLabelText('Message');
        for (let sent = 0; sent < SENT; sent++) {
          await userEvent.click(message);
          await userEvent.paste(LONG_LINES[sent % LONG_LINES.length] ?? '');
          await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
        }
        const log = canvas.getByRole('log', { name: 'Conversation' });
        // The greeting, every message and a reply to each (a second after it).
        await waitFor(() => expect(log.children).toHaveLength(1 + 2 * SENT));
        await expect(log.scrollWidth).toBeLessThanOrEqual(log.clientWidth);
        await expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
        fitsWidth();
      },
    }),
  ),
  tags: ['state:long'],
};
