import { ButtonGroup, HStack, IconButton, Pagination, Text } from '@chakra-ui/react';

const Chevron = ({ direction }: { direction: 'left' | 'right' }) => (
  <svg
    width="1em"
    height="1em"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
  </svg>
);

/** Chakra's Pagination over a list already filtered: "Showing 11–20 of 41" and the page buttons. */
export function UsersPagination({
  count,
  pageSize,
  page,
  onPageChange,
}: {
  count: number;
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, count);
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {`Showing ${first}–${last} of ${count}`}
      </Text>
      {count > pageSize ? (
        <Pagination.Root
          count={count}
          pageSize={pageSize}
          page={page}
          siblingCount={1}
          onPageChange={(details) => onPageChange(details.page)}
          aria-label="Users pages"
        >
          <ButtonGroup variant="ghost" size="sm" wrap="wrap">
            <Pagination.PrevTrigger asChild>
              <IconButton aria-label="Previous page">
                <Chevron direction="left" />
              </IconButton>
            </Pagination.PrevTrigger>
            <Pagination.Items
              render={(item) => <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{item.value}</IconButton>}
            />
            <Pagination.NextTrigger asChild>
              <IconButton aria-label="Next page">
                <Chevron direction="right" />
              </IconButton>
            </Pagination.NextTrigger>
          </ButtonGroup>
        </Pagination.Root>
      ) : null}
    </HStack>
  );
}
