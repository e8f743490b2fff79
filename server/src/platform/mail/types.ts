export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** Sends e-mail: through SMTP_URL when configured, else written to DATA_DIR/outbox/. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}
