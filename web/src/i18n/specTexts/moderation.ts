/**
 * Texts of the moderation console and one's account standing that the specification fixes word
 * for word: a moderator searches users and looks at media as everyone does.
 */
export default {
  'moderation:media.reveal': 'Click to reveal',
  'moderation:roles.searchFailed': 'Error searching users',
  'moderation:roles.noUsers': 'No users found.',
};
