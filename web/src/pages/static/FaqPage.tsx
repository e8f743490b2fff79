import { Accordion } from 'react-bootstrap';
import { Link } from 'react-router';
import { StaticPageLayout } from './StaticPageLayout';
import { faqItems } from './faqItems';

/** /faq: the 14 frequently asked questions as an accordion. */
export default function FaqPage() {
  return (
    <StaticPageLayout
      title="Frequently Asked Questions"
      documentTitle="FAQ"
      lead="Quick answers about chatting, safety, moderation and your data."
    >
      <Accordion defaultActiveKey="0" alwaysOpen>
        {faqItems.map((item, index) => (
          <Accordion.Item key={item.question} eventKey={String(index)} data-testid="faq-item">
            <Accordion.Header>{item.question}</Accordion.Header>
            <Accordion.Body>{item.answer}</Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
      <p className="mt-4">
        Didn&apos;t find your answer? <Link to="/contact">Contact us</Link>.
      </p>
    </StaticPageLayout>
  );
}
