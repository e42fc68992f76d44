import { webEssentials as we } from '@sqw/contracts';
import { Button, Card, Form, media } from '@sqw/ui';
import styled from 'styled-components';
import { BusinessFields } from './BusinessFields';
import { ChoiceFields } from './ChoiceFields';
import { ContactFields } from './ContactFields';
import { LiveQuote } from './LiveQuote';
import { ProjectFields } from './ProjectFields';
import { useQuestionnaire } from './use-questionnaire';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 340px;
  gap: 32px;
  align-items: start;
  ${media.md} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export function Questionnaire() {
  const { form, submit } = useQuestionnaire();
  const sending = form.formState.isSubmitting;
  return (
    <Layout>
      <Card as={Form} noValidate onSubmit={submit} aria-labelledby="questionnaire-title">
        <BusinessFields form={form} />
        <ChoiceFields form={form} />
        <ProjectFields form={form} />
        <ContactFields form={form} />
        <Button type="submit" $block $size="lg" disabled={sending}>
          {sending ? we.SUBMITTING_LABEL : 'Submit Project'}
        </Button>
      </Card>
      <LiveQuote control={form.control} />
    </Layout>
  );
}
