/** /admin/users: search, 10 rows a page, KYC badges, suspend and reinstate, end an account's sessions. */
import { Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { errorText } from '../../../api';
import { useApiList, useApiWrite, preloadReads, type PageHandle } from '../../../data';
import { useAuth } from '../../auth';
import { ADMIN_USERS_FIRST_READS } from '../firstReads';
import { UnreadableItems } from '../../../components/UnreadableItems';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorState } from '../../../components/ErrorState';
import { PageLoading } from '../../../components/PageLoading';
import { toaster } from '../../../theme';
import { AccountActionDialog, type AccountActionTarget } from './AccountActionDialog';
import { UsersPagination } from './UsersPagination';
import { UsersTable } from './UsersTable';
import {
  displayName,
  matchesUserSearch,
  NO_USERS_MATCH,
  signedOutOfDevices,
  USERS_PAGE_SIZE,
  type AccountAction,
} from './users';

export const LOADING_USERS = 'Loading users...';

const FAILED = 'An error occurred';

const FAILED_TITLE: Record<AccountAction, string> = {
  suspend: 'Failed to suspend user',
  reinstate: 'Failed to reinstate user',
  endSessions: 'Failed to end sessions',
};

/** Starts the page's reads with its code, before its first render (src/data/preload.ts). */
export function clientLoader(): null {
  preloadReads(ADMIN_USERS_FIRST_READS);
  return null;
}

export const handle: PageHandle = { firstReads: ADMIN_USERS_FIRST_READS };

export default function AdminUsersPage() {
  const { data, unreadable, error, isLoading, mutate } = useApiList('getAdminUsers');
  const suspendUser = useApiWrite('suspendUser');
  const reinstateUser = useApiWrite('reinstateUser');
  const endUserSessions = useApiWrite('endUserSessions');
  const { user: me } = useAuth();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<AccountActionTarget | null>(null);
  const [open, setOpen] = useState(false);

  const matches = useMemo(() => (data ?? []).filter((user) => matchesUserSearch(user, query)), [data, query]);
  const pageCount = Math.max(1, Math.ceil(matches.length / USERS_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const rows = matches.slice((current - 1) * USERS_PAGE_SIZE, current * USERS_PAGE_SIZE);

  const confirm = async () => {
    if (!target) return;
    const { user, action } = target;
    const name = displayName(user);
    try {
      if (action === 'endSessions') {
        const { ended } = await endUserSessions.trigger({ id: user.id });
        toaster.create({
          type: 'success',
          title: signedOutOfDevices(ended),
          description: `${name} can sign in again.`,
        });
      } else {
        await (action === 'suspend' ? suspendUser : reinstateUser).trigger({ id: user.id });
        toaster.create(
          action === 'suspend'
            ? { type: 'success', title: 'User suspended', description: `${name} can no longer sign in.` }
            : { type: 'success', title: 'User reinstated', description: `${name} can sign in again.` },
        );
      }
      setOpen(false);
    } catch (failure) {
      toaster.create({ type: 'error', title: FAILED_TITLE[action], description: errorText(failure, FAILED) });
    }
  };

  return (
    <Stack gap="6">
      <title>Users · Dispute Centre</title>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Users
        </Heading>
        <Text color="fg.muted">Search accounts, check KYC status and suspend or reinstate access.</Text>
      </Stack>

      <Field.Root maxW={{ md: 'sm' }}>
        <Field.Label>Search users</Field.Label>
        <Input
          type="search"
          placeholder="Name, username or email"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
        />
      </Field.Root>

      {isLoading ? (
        <PageLoading label={LOADING_USERS} />
      ) : error || !data ? (
        <ErrorState title="Could not load users" message={errorText(error, FAILED)} onRetry={() => void mutate()} />
      ) : rows.length === 0 ? (
        <EmptyState title={NO_USERS_MATCH} />
      ) : (
        <Stack gap="4">
          <UsersTable
            users={rows}
            currentUserId={me?.id}
            onAction={(user, action) => {
              setTarget({ user, action });
              setOpen(true);
            }}
          />
          <UsersPagination count={matches.length} pageSize={USERS_PAGE_SIZE} page={current} onPageChange={setPage} />
        </Stack>
      )}

      {data ? <UnreadableItems items={unreadable} noun="account" /> : null}

      <AccountActionDialog
        target={target}
        open={open}
        busy={suspendUser.isPending || reinstateUser.isPending || endUserSessions.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </Stack>
  );
}
