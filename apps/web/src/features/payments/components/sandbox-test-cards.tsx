import { Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { SANDBOX_TEST_CARDS } from '@farewise/domain/payments/card.rules';
import './payments-styles';

/** In the sandbox only: the test cards and what each does, with a button to fill the form. */
export function SandboxTestCards({ onUse }: { onUse: (number: string) => void }) {
  return (
    <Paper withBorder p="md" radius="md" component="aside" aria-label="Sandbox test cards">
      <Stack gap="xs">
        <Title order={2} fz="md">
          Sandbox test cards
        </Title>
        <Text size="sm" c="dimmed">
          No real money moves. Use any future expiry date, any name and any 3-digit CVC.
        </Text>
        <Table aria-label="Test cards">
          <Table.Tbody>
            {SANDBOX_TEST_CARDS.map((c) => (
              <Table.Tr key={c.number}>
                <Table.Td ff="monospace">{c.number}</Table.Td>
                <Table.Td>{c.label}</Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant="light"
                    onClick={() => onUse(c.number)}
                    aria-label={`Use ${c.number}`}
                  >
                    Use
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
