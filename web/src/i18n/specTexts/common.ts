/** The shell's texts the specification fixes word for word, by "namespace:key". */
export default {
  'common:footer.tagline': 'Connecting people, one chat at a time.',
  'common:footer.about': 'About',
  'common:footer.contact': 'Contact',
  'common:footer.privacy': 'Privacy Policy',
  'common:footer.terms': 'Terms & Conditions',
  'common:footer.faq': 'FAQ',
  'common:footer.community': 'Community Guidelines',
  'common:footer.safety': 'Safety Tips',
  'common:footer.disclaimer': 'Disclaimer',
  'common:footer.blog': 'Blog',
  'common:landing.startChatting': 'Start Chatting Now',
  'common:landing.startVideo': 'Start Video Chat',
  'common:landing.joinNow': 'Join Now',
  'common:landing.preview.header': 'Chatting with Stranger',
};
