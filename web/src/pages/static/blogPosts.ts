/** The blog's posts, shared by the list (/bloglist) and the post pages. */
export interface BlogPostSummary {
  path: '/blog' | '/blog2';
  title: string;
  excerpt: string;
  published: string;
  readingMinutes: number;
}

export const videoChatTipsPost: BlogPostSummary = {
  path: '/blog',
  title: '5 Tips for Better Anonymous Video Chats',
  excerpt:
    'Good light, a clear first line and knowing when to skip: five simple habits that make video chats with strangers safer and a lot more fun.',
  published: 'July 28, 2025',
  readingMinutes: 4,
};

export const groupVideoChatPost: BlogPostSummary = {
  path: '/blog2',
  title: 'Group Anonymous Video Chat: More Faces, More Fun',
  excerpt:
    'Calls with up to 4 strangers feel more like a party than an interview. How group video chat works on Serendip and how to make it great.',
  published: 'August 4, 2025',
  readingMinutes: 4,
};

export const blogPosts: BlogPostSummary[] = [videoChatTipsPost, groupVideoChatPost];
