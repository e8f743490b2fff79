/** The static pages' texts the specification fixes word for word, by "namespace:key". */
export default {
  'pages:contact.name': 'Name',
  'pages:contact.email': 'Email',
  'pages:contact.phone': 'Phone Number (Optional)',
  'pages:contact.message': 'Message',
  'pages:contact.send': 'Send Message',
  'pages:contact.privacy': 'We respect your privacy. Your details are safe with us.',
  'pages:titles.terms': 'Terms and Conditions',
  'pages:titles.privacy': 'Privacy Policy',
};
