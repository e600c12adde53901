import { Container, Title } from '@mantine/core';
import { TermsContent } from '../components/terms-content';
import { useTerms } from '../api/get-terms';

/** `/terms`: the Terms and Conditions from the server. */
export function TermsPage() {
  const { data } = useTerms();
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="xs">
        {data?.title ?? 'Terms and Conditions'}
      </Title>
      <TermsContent />
    </Container>
  );
}
