import { Badge, DataList, Text } from '@chakra-ui/react';
import type { DisputeUser } from '../../../api';
import { formatDate } from '../../../components/format';
import { Fact, mono } from './Fact';
import { SectionCard } from '../../../components/SectionCard';

/** The review page always shows these two texts; they are static, not computed (docs/texts.md#admin-review). */
export const VERIFIED_USER = 'Verified User';
export const FULLY_VERIFIED = 'Fully Verified';

/** Who filed the dispute: the user information of the admin review page. */
export function UserInfoCard({ user }: { user: DisputeUser }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <SectionCard
      size="sm"
      id="review-user"
      title="User information"
      aside={
        <Badge colorPalette="green" variant="subtle">
          {VERIFIED_USER}
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
          <Text color="fg.success" fontWeight="medium">
            {FULLY_VERIFIED}
          </Text>
        </Fact>
      </DataList.Root>
    </SectionCard>
  );
}
