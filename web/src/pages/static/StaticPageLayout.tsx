import type { ReactNode } from 'react';
import { Col, Container, Row } from 'react-bootstrap';
import { usePageTitle } from '../../session/usePageTitle';
import { EnglishOnlyNotice } from './EnglishText';
import './static.css';

interface StaticPageLayoutProps {
  /** The page heading; also the browser tab title unless `documentTitle` is given. */
  title: string;
  documentTitle?: string;
  /** A short introduction shown under the heading. */
  lead?: ReactNode;
  /** The text is in English in every language: other languages say so under the heading. */
  englishOnly?: boolean;
  children: ReactNode;
}

/** The common frame of the text pages: one readable column, a heading and an optional lead. */
export function StaticPageLayout({
  title,
  documentTitle,
  lead,
  englishOnly = false,
  children,
}: StaticPageLayoutProps) {
  usePageTitle(documentTitle ?? title);
  return (
    <Container className="py-4">
      <Row className="justify-content-center">
        <Col lg={10} xl={8}>
          <article className="static-page">
            <header className="mb-4">
              <h1 className="mb-3 fw-bold">{title}</h1>
              {lead && <div className="lead fw-normal">{lead}</div>}
              {englishOnly && <EnglishOnlyNotice />}
            </header>
            {children}
          </article>
        </Col>
      </Row>
    </Container>
  );
}
