import { Link } from 'react-router';
import { BlogPostLayout } from './BlogPostLayout';
import { groupVideoChatPost } from './blogPosts';

/** /blog2: "group anonymous video chat". */
export default function BlogPostPage2() {
  return (
    <BlogPostLayout post={groupVideoChatPost}>
      <p>
        One-to-one chats with a stranger can feel like a job interview: all eyes on you, no one to
        share the silence with. Group video chat changes that. With a few more faces in the call,
        conversations flow more easily, shy people can listen for a while, and there is always
        someone with something to say.
      </p>

      <h2 className="h4 mt-4">How group video chat works on Serendip</h2>
      <ul>
        <li>
          On the <Link to="/video-chat">video chat</Link> page, switch on &quot;Open to Group
          Chat&quot; before you press &quot;Find a Match&quot;. You may be matched into a call that
          is looking for more people.
        </li>
        <li>
          Already in a call? Press &quot;Add User&quot; and Serendip looks for one more stranger to
          join you. The call becomes a group call.
        </li>
        <li>A group call holds up to 4 people. Members can join and leave while it runs.</li>
        <li>
          Everyone in the call shares the same text chat box, handy for names, spellings and
          questions.
        </li>
      </ul>
      <p>
        Just like one-to-one calls, group calls are anonymous and never recorded. Video travels
        directly between the browsers in the call, and AI moderation runs in each receiving browser.
      </p>

      <h2 className="h4 mt-4">Tips for a great group call</h2>
      <h3 className="h5">Give your connection some room</h3>
      <p>
        In a group, your browser sends and receives a video stream for each person, so a call of
        four needs more bandwidth than a call of two. Use Wi-Fi rather than a weak mobile signal,
        close other video apps, and if the picture stutters, moving closer to the router helps.
      </p>
      <h3 className="h5">Wear headphones</h3>
      <p>
        With several microphones open, echo multiplies fast. Headphones keep other people&apos;s
        voices out of your microphone and make the call much more pleasant for everyone.
      </p>
      <h3 className="h5">Take turns and bring people in</h3>
      <p>
        Talking over each other is the classic group-call problem. Leave a short pause before
        speaking, and when someone new joins, greet them and give them a quick summary of what you
        were talking about. Asking the quiet person a direct, easy question is the kindest move in
        any group.
      </p>
      <h3 className="h5">Pick a shared topic</h3>
      <p>
        Interests help here too. Games like &quot;two truths and a lie&quot;, a favourite-film
        debate or &quot;recommend me one song&quot; give a group of strangers something to do
        together instead of just introducing themselves over and over.
      </p>

      <h2 className="h4 mt-4">Staying safe in a group</h2>
      <p>
        More people means more eyes on your camera. Everything in our{' '}
        <Link to="/safety">Safety Tips</Link> still applies: check your background, keep personal
        details private and remember that anyone could capture their screen. The{' '}
        <Link to="/community">Community Guidelines</Link> apply to every member, and you can leave a
        group call at any moment with End Call, or Skip to find a different match.
      </p>

      <h2 className="h4 mt-4">Give it a try</h2>
      <p>
        Next time you start a <Link to="/video-chat">video chat</Link>, switch on &quot;Open to
        Group Chat&quot; and see who turns up. New to video chat? Start with our{' '}
        <Link to="/blog">5 tips for anonymous video chats</Link>.
      </p>
    </BlogPostLayout>
  );
}
