/**
 * Runs a batch of calls all at once, checks every answer against the statuses its call may have,
 * and writes down in the world's ledger what each 2xx answer created.
 */
import type { ResolutionType } from '../../src/api';
import {
  newDisputeBody,
  sessionState,
  type Account,
  type Answer,
  type Client,
  type Op,
  type Send,
  type World,
} from './concurrentOps';

const PASSWORD = 'CorrectHorse1';
const CLOSING: ReadonlySet<ResolutionType> = new Set(['refund', 'partial_refund', 'decline']);

const pick = <T>(items: readonly T[], index: number): T | undefined => items[index % Math.max(1, items.length)];
/** Counted from the newest, so calls pile up on the records most recently made. */
const pickRecent = <T>(items: readonly T[], index: number): T | undefined =>
  items[items.length - 1 - (index % Math.max(1, items.length))];

/** Runs the batch's calls all at once; resolves when every one has answered and been checked. */
export async function runBatch(world: World, ops: readonly Op[], send: Send): Promise<void> {
  world.batch += 1;
  const at = { accounts: [...world.accounts], clients: [...world.clients], disputes: [...world.disputes] };
  const results = await Promise.allSettled(ops.map((op) => runOp(world, at, op, send)));
  const failure = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failure) throw failure.reason;
}

interface Snapshot {
  accounts: Account[];
  clients: Client[];
  disputes: string[];
}

async function runOp(world: World, at: Snapshot, op: Op, send: Send): Promise<void> {
  if (op.wait > 0) await new Promise((done) => setTimeout(done, op.wait));
  const { ledger, batch } = world;
  const nonce = `${batch}x${(world.nonce += 1)}`;
  const expectStatus = (answer: Answer, allowed: readonly number[]) => {
    const key = `${op.kind} ${answer.status}`;
    ledger.answered.set(key, (ledger.answered.get(key) ?? 0) + 1);
    if (!allowed.includes(answer.status))
      throw new Error(
        `${JSON.stringify(op)} answered ${answer.status} (allowed ${allowed.join(', ')}): ${JSON.stringify(answer.body)}`,
      );
    if (answer.status >= 300 && answer.token !== null)
      throw new Error(`${JSON.stringify(op)} answered ${answer.status} with a session cookie`);
  };
  const signedIn = (account: Account, answer: Answer, previous: Client | undefined) => {
    const user = answer.body as { id?: string; email?: string };
    if (!answer.token) throw new Error(`${op.kind} answered ${answer.status} without a session cookie`);
    if (user.id !== account.userId || user.email !== account.email)
      throw new Error(`${op.kind} as ${account.email} answered user ${JSON.stringify(user)}`);
    ledger.sessions.set(answer.token, { userId: account.userId, batch });
    if (previous) ledger.rotated.set(previous.token, batch);
    world.clients.push({ account, token: answer.token });
  };

  switch (op.kind) {
    case 'register': {
      const email = `user${op.email}@example.org`;
      const previous = op.rotate ? pick(at.clients, op.client) : undefined;
      const answer = await send('POST', '/api/auth/register', {
        token: previous?.token,
        address: `10.0.0.${op.address}`,
        body: {
          username: `user${op.email}`,
          email,
          password: PASSWORD,
          walletAddress: '0x1111111111111111111111111111111111111111',
          firstName: 'Load',
          lastName: 'Test',
        },
      });
      expectStatus(answer, [201, 409, 507]);
      if (answer.status !== 201) return;
      const id = (answer.body as { id?: string }).id ?? '';
      if (world.accounts.some((account) => account.email === email))
        throw new Error(`a second account for ${email} (${id})`);
      const account = { email, password: PASSWORD, userId: id };
      world.accounts.push(account);
      ledger.users.set(id, email);
      signedIn(account, answer, previous);
      return;
    }
    case 'login': {
      const account = pickRecent(at.accounts, op.account);
      if (!account) return;
      const wrong = !op.correct && world.wrongLoginsLeft > 0;
      if (wrong) world.wrongLoginsLeft -= 1;
      const previous = op.rotate ? at.clients.find((client) => client.account === account) : undefined;
      const answer = await send('POST', '/api/auth/login', {
        token: previous?.token,
        address: `10.0.0.${op.address}`,
        body: { username: account.email, password: wrong ? 'WrongHorse1' : account.password },
      });
      expectStatus(answer, wrong ? [401, 429] : [200, 403, 429, 507]);
      if (answer.status === 200) signedIn(account, answer, previous);
      return;
    }
    case 'file': {
      const client = pick(at.clients, op.client);
      if (!client) return;
      const answer = await send('POST', '/api/disputes', { token: client.token, body: newDisputeBody(nonce) });
      // A suspension ends every session in the same write, so a live session is never refused 403.
      expectStatus(answer, sessionState(ledger, client.token, batch - 1) === 'ended' ? [401] : [201, 401, 507]);
      if (answer.status !== 201) return;
      const dispute = answer.body as { id: string; userId: string };
      if (dispute.userId !== client.account.userId)
        throw new Error(`${client.account.userId} filed ${dispute.id} as ${dispute.userId}`);
      ledger.disputes.set(dispute.id, dispute.userId);
      ledger.notifications += 1;
      world.disputes.push(dispute.id);
      world.ownDisputes.set(dispute.userId, [...(world.ownDisputes.get(dispute.userId) ?? []), dispute.id]);
      return;
    }
    case 'reply': {
      const client = pick(at.clients, op.client);
      if (!client) return;
      const id = pickRecent(world.ownDisputes.get(client.account.userId) ?? [], op.dispute);
      const answer = await send('POST', `/api/disputes/${id ?? 'DSP-999999'}/messages`, {
        token: client.token,
        body: { content: `Reply ${nonce}` },
      });
      expectStatus(
        answer,
        sessionState(ledger, client.token, batch - 1) === 'ended' ? [401] : id ? [201, 401, 507] : [401, 404],
      );
      if (answer.status === 201 && id) ledger.messages.set((answer.body as { id: string }).id, id);
      return;
    }
    case 'resolve': {
      const id = pickRecent(at.disputes, op.dispute);
      if (!id) return;
      const userResponse = `Decision ${nonce} on this dispute`;
      const refunds = op.outcome === 'refund' || op.outcome === 'partial_refund';
      const answer = await send('POST', `/api/admin/disputes/${id}/resolve`, {
        token: world.adminToken,
        body: {
          resolutionType: op.outcome,
          refundAmount: refunds ? 0.01 : null,
          adminNotes: `Notes ${nonce}`,
          userResponse,
        },
      });
      expectStatus(answer, [200, 409, 507]);
      if (answer.status !== 200) return;
      const message = (answer.body as { messages: { id: string; content: string }[] }).messages.find(
        (candidate) => candidate.content === userResponse,
      );
      if (!message) throw new Error(`the resolution of ${id} answered without its message`);
      ledger.messages.set(message.id, id);
      ledger.notifications += 1;
      if (CLOSING.has(op.outcome)) ledger.closings.set(id, (ledger.closings.get(id) ?? 0) + 1);
      return;
    }
    case 'suspend': {
      const account = pickRecent(at.accounts, op.account);
      if (!account) return;
      const answer = await send('POST', `/api/admin/users/${account.userId}/${op.suspend ? 'suspend' : 'reinstate'}`, {
        token: world.adminToken,
      });
      expectStatus(answer, [200, 507]);
      if (answer.status !== 200) return;
      if ((answer.body as { isSuspended?: boolean }).isSuspended !== op.suspend)
        throw new Error(`${op.suspend ? 'suspend' : 'reinstate'} answered ${JSON.stringify(answer.body)}`);
      ledger.suspensions.set(account.userId, [
        ...(ledger.suspensions.get(account.userId) ?? []),
        { batch, suspended: op.suspend },
      ]);
      return;
    }
  }
}
