import { Link } from 'react-router';
import { BlogPostLayout } from './BlogPostLayout';
import { videoChatTipsPost } from './blogPosts';

/** /blog: "5 tips for anonymous video chats". */
export default function BlogPostPage1() {
  return (
    <BlogPostLayout post={videoChatTipsPost}>
      <p>
        A video chat with a stranger can be the best conversation of your week or thirty awkward
        seconds. Much of the difference comes down to a few simple habits. Here are five that work.
      </p>

      <h2 className="h4 mt-4">1. Set the scene: light and sound first</h2>
      <p>
        People decide in seconds whether to stay, and a dark, noisy picture makes that decision for
        them. Face a window or a lamp rather than sitting with the light behind you, and put the
        camera at eye level. Find a quiet spot and, if you can, wear headphones: they stop the echo
        that happens when your speakers feed back into your microphone. If the wrong camera or
        microphone is picked, change it in the settings flyout before you start.
      </p>

      <h2 className="h4 mt-4">2. Protect your privacy before you click &quot;Find a Match&quot;</h2>
      <p>
        Look at your preview the way a stranger would. Letters, family photos, a view from the
        window or a work badge can say more about you than you mean to. Keep the camera on your
        face, and keep your full name, city and social accounts to yourself until you really know
        someone. Serendip never records chats, but the other person could film their screen, so only
        show what you would be comfortable being kept.
      </p>

      <h2 className="h4 mt-4">3. Open with something better than &quot;hi&quot;</h2>
      <p>
        A smile and a real question get much further than a silent stare. Add a few interests before
        matching so you have an easy topic, or try an opener such as &quot;What&apos;s the best
        thing that happened to you this week?&quot; or &quot;Where in the world are you calling
        from?&quot;. Listen more than you talk, and use the text chat box when the audio is poor or
        a name is hard to spell.
      </p>

      <h2 className="h4 mt-4">4. Be the person you would want to meet</h2>
      <p>
        Everyone on the other side is a real person taking a small risk to say hello. Our{' '}
        <Link to="/community">Community Guidelines</Link> are simple: respect, no nudity or sexual
        content, no harassment, no scams. Video is moderated by AI that runs in the receiving
        browser and closes the window automatically when it sees something that breaks the rules,
        and repeated problems lead to suspensions and bans. Keeping it friendly also makes people
        far more likely to stay and chat.
      </p>

      <h2 className="h4 mt-4">5. Skip without guilt, and report what is wrong</h2>
      <p>
        Not every match will click, and that is fine. Press Skip to move on to someone new or End
        Call to stop. You never owe a stranger an explanation. If someone makes you uncomfortable,
        asks for money or pushes you to undress or move to another app, leave at once and report
        them. Reports are how our moderators find the people who spoil it for everyone.
      </p>

      <h2 className="h4 mt-4">Ready?</h2>
      <p>
        Put these tips to work: <Link to="/video-chat">start a video chat</Link>, or read more in
        our <Link to="/safety">Safety Tips</Link>. Curious about chatting with more than one person
        at a time? Read about <Link to="/blog2">group anonymous video chat</Link>.
      </p>
    </BlogPostLayout>
  );
}
