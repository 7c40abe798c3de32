import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import type { User } from '../../../api';
import { displayName, kycStatus, type AccountAction } from './users';

/**
 * One page of the admin user list: the KYC badge, Active/Suspended, no Suspend on admin rows, and
 * End sessions on every row but the admin's own (their account page ends their other sessions).
 */
export function UsersTable({
  users,
  currentUserId,
  onAction,
}: {
  users: User[];
  /** The signed-in admin's id: their own row offers no End sessions. */
  currentUserId?: string;
  onAction: (user: User, action: AccountAction) => void;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" striped>
        <Table.Caption captionSide="top" srOnly>
          Users
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Username</Table.ColumnHeader>
            <Table.ColumnHeader>Email</Table.ColumnHeader>
            <Table.ColumnHeader>Wallet</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Disputes</Table.ColumnHeader>
            <Table.ColumnHeader>KYC</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.map((user) => {
            const kyc = kycStatus(user);
            const name = displayName(user);
            return (
              <Table.Row key={user.id}>
                {/* The scroll area keeps cells on one line; long names, usernames and emails wrap instead, so the status and actions stay in view on a wide screen. */}
                <Table.Cell fontWeight="medium" minW="10rem" whiteSpace="normal">
                  {name}
                  {user.isAdmin ? (
                    <Badge ms="2" colorPalette="purple" variant="subtle">
                      Admin
                    </Badge>
                  ) : null}
                </Table.Cell>
                <Table.Cell minW="9rem" whiteSpace="normal" overflowWrap="anywhere">
                  {user.username}
                </Table.Cell>
                <Table.Cell minW="16rem" whiteSpace="normal" overflowWrap="anywhere">
                  {user.email}
                </Table.Cell>
                <Table.Cell maxW="12rem">
                  <Text truncate fontFamily="mono" textStyle="xs" title={user.walletAddress ?? undefined}>
                    {user.walletAddress ?? '—'}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end">{user.previousDisputes}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={kyc === 'Verified' ? 'green' : 'orange'} variant="subtle">
                    {kyc}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  <Badge
                    colorPalette={user.isSuspended ? 'red' : 'gray'}
                    variant={user.isSuspended ? 'solid' : 'outline'}
                  >
                    {user.isSuspended ? 'Suspended' : 'Active'}
                  </Badge>
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="2" wrap="wrap">
                    {user.isAdmin ? null : user.isSuspended ? (
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={`Reinstate ${name}`}
                        onClick={() => onAction(user, 'reinstate')}
                      >
                        Reinstate
                      </Button>
                    ) : (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="destructive"
                        aria-label={`Suspend ${name}`}
                        onClick={() => onAction(user, 'suspend')}
                      >
                        Suspend
                      </Button>
                    )}
                    {user.id === currentUserId ? null : (
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={`End sessions of ${name}`}
                        onClick={() => onAction(user, 'endSessions')}
                      >
                        End sessions
                      </Button>
                    )}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
