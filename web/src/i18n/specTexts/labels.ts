/**
 * The shared labels' texts the specification fixes word for word, by "namespace:key": the
 * interests offered in onboarding and anonymous chat (their wire values too).
 */
export default {
  'labels:interests.Travel': 'Travel',
  'labels:interests.Movies': 'Movies',
  'labels:interests.Music': 'Music',
  'labels:interests.Food': 'Food',
  'labels:interests.Gaming': 'Gaming',
  'labels:interests.Sports': 'Sports',
  'labels:interests.Reading': 'Reading',
  'labels:interests.Art': 'Art',
  'labels:interests.Technology': 'Technology',
  'labels:interests.Fashion': 'Fashion',
  'labels:interests.Fitness': 'Fitness',
  'labels:interests.Dancing': 'Dancing',
};
