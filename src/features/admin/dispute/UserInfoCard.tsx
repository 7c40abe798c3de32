import { Badge, DataList, Text } from '@chakra-ui/react';
import type { DisputeUser } from '../../../api';
import { formatDate } from '../../../components/format';
import { Fact, mono } from './Fact';
import { SectionCard } from '../../../components/SectionCard';
import { kycStatus } from '../users/users';

/** Shown word for word, by the users screen's rule (docs/texts.md#admin-review). */
export const VERIFIED_USER = 'Verified User';
export const FULLY_VERIFIED = 'Fully Verified';
export const PENDING_VERIFICATION = 'Pending verification';

/** Who filed the dispute: the user information of the admin review page. */
export function UserInfoCard({ user }: { user: DisputeUser }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const verified = kycStatus(user) === 'Verified';
  return (
    <SectionCard
      size="sm"
      id="review-user"
      title="User information"
      aside={
        <Badge colorPalette={verified ? 'green' : 'orange'} variant="subtle">
          {verified ? VERIFIED_USER : PENDING_VERIFICATION}
        </Badge>
      }
    >
      <DataList.Root orientation="horizontal" size="sm">
        <Fact label="Name">{name || <Text color="fg.muted">Not provided</Text>}</Fact>
        <Fact label="Email">
          <Text wordBreak="break-all">{user.email}</Text>
        </Fact>
        <Fact label="Wallet">
          {user.walletAddress ? (
            <Text {...mono} textStyle="sm">
              {user.walletAddress}
            </Text>
          ) : (
            <Text color="fg.muted">Not provided</Text>
          )}
        </Fact>
        <Fact label="Member since">{formatDate(user.createdAt)}</Fact>
        <Fact label="Previous disputes">{user.previousDisputes}</Fact>
        <Fact label="KYC status">
          <Text color={verified ? 'fg.success' : 'fg.warning'} fontWeight="medium">
            {verified ? FULLY_VERIFIED : PENDING_VERIFICATION}
          </Text>
        </Fact>
      </DataList.Root>
    </SectionCard>
  );
}
