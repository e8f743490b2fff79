import type { MessageCatalogue } from '../serverMessages';

/** The server's messages in Hindi. */
const catalogue: MessageCatalogue = {
  'Please log in.': 'कृपया लॉग इन करें।',
  'Please log in to continue.': 'जारी रखने के लिए कृपया लॉग इन करें।',
  'Please sign in to continue.': 'जारी रखने के लिए कृपया साइन इन करें।',
  'Your session has expired. Please log in again.':
    'आपका सत्र समाप्त हो गया है। कृपया फिर से लॉग इन करें।',
  'Invalid credentials.': 'अमान्य लॉग इन विवरण।',
  'Username or email is required.': 'उपयोगकर्ता नाम या ईमेल आवश्यक है।',
  'Password is required.': 'पासवर्ड आवश्यक है।',
  'Username is required.': 'उपयोगकर्ता नाम आवश्यक है।',
  'Email is required.': 'ईमेल आवश्यक है।',
  'Please enter a valid email address.': 'कृपया एक मान्य ईमेल पता दर्ज करें।',
  'Invalid email format.': 'ईमेल का प्रारूप अमान्य है।',
  'Email is too long.': 'ईमेल बहुत लंबा है।',
  'Username must be at least {{count}} characters.':
    'उपयोगकर्ता नाम कम से कम {{count}} अक्षरों का होना चाहिए।',
  'Username must be at most {{count}} characters.':
    'उपयोगकर्ता नाम अधिकतम {{count}} अक्षरों का हो सकता है।',
  'Password must be at least {{count}} characters.':
    'पासवर्ड कम से कम {{count}} अक्षरों का होना चाहिए।',
  'Password must be at most {{count}} characters.': 'पासवर्ड अधिकतम {{count}} अक्षरों का हो सकता है।',
  'Username may contain only letters, digits, dots, dashes and underscores.':
    'उपयोगकर्ता नाम में केवल अक्षर, अंक, बिंदु, डैश और अंडरस्कोर हो सकते हैं।',
  'Username is already taken.': 'यह उपयोगकर्ता नाम पहले से लिया जा चुका है।',
  'This username or email is already in use. If you already have an account, log in or reset your password.':
    'यह उपयोगकर्ता नाम या ईमेल पहले से उपयोग में है। अगर आपका पहले से खाता है, तो लॉग इन करें या अपना पासवर्ड रीसेट करें।',
  'An account with this email already exists. Log in or reset your password.':
    'इस ईमेल से एक खाता पहले से मौजूद है। लॉग इन करें या अपना पासवर्ड रीसेट करें।',
  'Could not create your account right now. Please try again.':
    'अभी आपका खाता नहीं बनाया जा सका। कृपया फिर से कोशिश करें।',
  'Invalid or expired reset token.': 'रीसेट टोकन अमान्य है या उसकी अवधि समाप्त हो गई है।',
  'Password reset email sent. Please check your inbox.':
    'पासवर्ड रीसेट ईमेल भेज दिया गया है। कृपया अपना इनबॉक्स देखें।',
  'Password has been reset successfully!': 'पासवर्ड सफलतापूर्वक रीसेट हो गया!',
  'You have been logged out.': 'आप लॉग आउट हो गए हैं।',
  'You have been logged out on every device.': 'आप हर डिवाइस से लॉग आउट हो गए हैं।',
  'Google token is required.': 'Google टोकन आवश्यक है।',
  'Google sign-in failed.': 'Google से साइन इन विफल रहा।',
  'Google sign-in is not configured.': 'Google से साइन इन कॉन्फ़िगर नहीं है।',
  'Google sign-in is unavailable right now. Please try again later.':
    'Google से साइन इन अभी उपलब्ध नहीं है। कृपया बाद में फिर से कोशिश करें।',
  'This email is already linked to another Google account.':
    'यह ईमेल पहले से किसी दूसरे Google खाते से जुड़ा है।',
  'Please solve the captcha.': 'कृपया कैप्चा हल करें।',
  'Captcha verification failed. Please try again.': 'कैप्चा सत्यापन विफल रहा। कृपया फिर से कोशिश करें।',
  'Please complete the check again; it may take a few seconds.':
    'कृपया जाँच फिर से पूरी करें; इसमें कुछ सेकंड लग सकते हैं।',
  'Invalid or missing anti-forgery token. Please reload the page and try again.':
    'सुरक्षा टोकन गायब या अमान्य है। कृपया पेज फिर से लोड करें और दोबारा कोशिश करें।',
  'Too many requests. Please slow down and try again shortly.':
    'बहुत सारे अनुरोध। कृपया थोड़ा रुकें और कुछ देर बाद फिर से कोशिश करें।',
  'Too many requests. Please try again in 1 second.':
    'बहुत सारे अनुरोध। कृपया 1 सेकंड बाद फिर से कोशिश करें।',
  'Too many requests. Please try again in {{seconds}} seconds.':
    'बहुत सारे अनुरोध। कृपया {{seconds}} सेकंड बाद फिर से कोशिश करें।',
  'Too many messages at once. Please wait a moment.': 'एक साथ बहुत सारे संदेश। कृपया एक पल रुकें।',
  'Too many connections from your network. Close some tabs and try again.':
    'आपके नेटवर्क से बहुत सारे कनेक्शन हैं। कुछ टैब बंद करें और फिर से कोशिश करें।',
  'Invalid request.': 'अमान्य अनुरोध।',
  'Bad request.': 'गलत अनुरोध।',
  'Request body is missing.': 'अनुरोध का मुख्य भाग मौजूद नहीं है।',
  'The request body is not valid JSON.': 'अनुरोध का मुख्य भाग मान्य JSON नहीं है।',
  'The request has unknown fields.': 'अनुरोध में अज्ञात फ़ील्ड हैं।',
  'The file or request is too large.': 'फ़ाइल या अनुरोध बहुत बड़ा है।',
  'Unsupported content type.': 'असमर्थित सामग्री प्रकार।',
  'Something went wrong on our side. Please try again.':
    'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'Server error. Please try again.': 'सर्वर त्रुटि। कृपया फिर से कोशिश करें।',
  'Not found.': 'नहीं मिला।',
  'You are not allowed to do that.': 'आपको ऐसा करने की अनुमति नहीं है।',
  'Only moderators can do this.': 'केवल मॉडरेटर ऐसा कर सकते हैं।',
  'Only admins can do this.': 'केवल एडमिन ऐसा कर सकते हैं।',
  'User not found.': 'उपयोगकर्ता नहीं मिला।',
  'Profile not found.': 'प्रोफ़ाइल नहीं मिली।',
  'Room not found.': 'रूम नहीं मिला।',
  'Conversation not found.': 'बातचीत नहीं मिली।',
  'Message not found.': 'संदेश नहीं मिला।',
  'Photo not found.': 'फ़ोटो नहीं मिली।',
  'Friend request not found.': 'मित्र अनुरोध नहीं मिला।',
  'Friend not found.': 'मित्र नहीं मिला।',
  'Notification not found.': 'सूचना नहीं मिली।',
  'File not found.': 'फ़ाइल नहीं मिली।',
  'Content not found.': 'सामग्री नहीं मिली।',
  'Bio must be at most {{count}} characters.': 'बायो अधिकतम {{count}} अक्षरों का हो सकता है।',
  'At most {{count}} interests.': 'अधिकतम {{count}} रुचियाँ।',
  'An interest is at most {{count}} characters.': 'एक रुचि अधिकतम {{count}} अक्षरों की हो सकती है।',
  'Search text is too long.': 'खोज का टेक्स्ट बहुत लंबा है।',
  'Please log in to chat.': 'चैट करने के लिए कृपया लॉग इन करें।',
  'You can only chat with friends.': 'आप केवल दोस्तों के साथ चैट कर सकते हैं।',
  'Message cannot be empty.': 'संदेश खाली नहीं हो सकता।',
  'Message is too long.': 'संदेश बहुत लंबा है।',
  'Message is missing.': 'संदेश मौजूद नहीं है।',
  'Unknown message type.': 'अज्ञात संदेश प्रकार।',
  'Invalid client id.': 'अमान्य क्लाइंट आईडी।',
  'This client id was already used for another message.':
    'यह क्लाइंट आईडी पहले ही किसी दूसरे संदेश के लिए उपयोग हो चुकी है।',
  'The message could not be saved. Please retry.': 'संदेश सहेजा नहीं जा सका। कृपया फिर से कोशिश करें।',
  'The message could not be delivered right now. Please retry.':
    'संदेश अभी पहुँचाया नहीं जा सका। कृपया फिर से कोशिश करें।',
  'You can only edit your own messages.': 'आप केवल अपने संदेश संपादित कर सकते हैं।',
  'You can only delete your own messages.': 'आप केवल अपने संदेश हटा सकते हैं।',
  'Only text messages can be edited.': 'केवल टेक्स्ट संदेश संपादित किए जा सकते हैं।',
  'Messages can only be edited within 15 minutes of sending.':
    'संदेश भेजने के 15 मिनट के भीतर ही संपादित किए जा सकते हैं।',
  'This message was deleted.': 'यह संदेश हटा दिया गया।',
  'Choose an emoji.': 'एक इमोजी चुनें।',
  'Choose one emoji.': 'केवल एक इमोजी चुनें।',
  'This message has too many different reactions.': 'इस संदेश पर बहुत सारी अलग-अलग प्रतिक्रियाएँ हैं।',
  'Media messages must carry a file uploaded to the chat.':
    'मीडिया संदेशों में चैट पर अपलोड की गई फ़ाइल होनी चाहिए।',
  'Marked as read.': 'पढ़ा हुआ चिह्नित किया गया।',
  'Please log in to join rooms.': 'रूम में शामिल होने के लिए कृपया लॉग इन करें।',
  'Room name is required.': 'रूम का नाम आवश्यक है।',
  'Room name must be at most {{count}} characters.':
    'रूम का नाम अधिकतम {{count}} अक्षरों का हो सकता है।',
  'Description must be at most {{count}} characters.': 'विवरण अधिकतम {{count}} अक्षरों का हो सकता है।',
  'Join the room first.': 'पहले रूम में शामिल हों।',
  'Join the room before sending messages.': 'संदेश भेजने से पहले रूम में शामिल हों।',
  'You left the room.': 'आपने रूम छोड़ दिया।',
  'Invalid room.': 'अमान्य रूम।',
  'Rooms must be a list of room ids.': 'रूम, रूम आईडी की सूची होने चाहिए।',
  'Please log in to send a friend request.': 'मित्र अनुरोध भेजने के लिए कृपया लॉग इन करें।',
  'You cannot send a friend request to yourself.': 'आप खुद को मित्र अनुरोध नहीं भेज सकते।',
  'You cannot send a friend request to this user.': 'आप इस उपयोगकर्ता को मित्र अनुरोध नहीं भेज सकते।',
  'Friend request sent.': 'मित्र अनुरोध भेजा गया।',
  'Friend request already sent.': 'मित्र अनुरोध पहले ही भेजा जा चुका है।',
  'Friend request accepted.': 'मित्र अनुरोध स्वीकार किया गया।',
  'Friend request rejected.': 'मित्र अनुरोध अस्वीकार किया गया।',
  'Friend removed.': 'मित्र हटा दिया गया।',
  'You are already friends.': 'आप पहले से दोस्त हैं।',
  'You are now friends.': 'अब आप दोस्त हैं।',
  'You cannot block yourself.': 'आप खुद को ब्लॉक नहीं कर सकते।',
  'You cannot unblock yourself.': 'आप खुद को अनब्लॉक नहीं कर सकते।',
  'You are not chatting with anyone.': 'आप किसी से चैट नहीं कर रहे हैं।',
  'This stranger is no longer available.': 'यह अजनबी अब उपलब्ध नहीं है।',
  'You must be logged in to reveal your profile.':
    'अपनी प्रोफ़ाइल दिखाने के लिए आपको लॉग इन करना होगा।',
  'You can send a friend request only to your current partner once they revealed their profile.':
    'आप मित्र अनुरोध केवल अपने मौजूदा साथी को भेज सकते हैं, जब वे अपनी प्रोफ़ाइल दिखा दें।',
  'You are temporarily suspended from anonymous chat.':
    'आपको अनाम चैट से अस्थायी रूप से निलंबित किया गया है।',
  'Your chat has ended. Please start a new one to send images.':
    'आपकी चैट समाप्त हो गई है। तस्वीरें भेजने के लिए नई चैट शुरू करें।',
  'You are not in this call.': 'आप इस कॉल में नहीं हैं।',
  'This call is full.': 'यह कॉल भर चुकी है।',
  'You can only signal to another member of your call.':
    'आप केवल अपनी कॉल के किसी दूसरे सदस्य को सिग्नल भेज सकते हैं।',
  'You can only report a member of your call.': 'आप केवल अपनी कॉल के किसी सदस्य की रिपोर्ट कर सकते हैं।',
  'Chat ended.': 'चैट समाप्त।',
  'Link spam is not allowed on Serendip. Your message was not sent.':
    'Serendip पर लिंक स्पैम की अनुमति नहीं है। आपका संदेश नहीं भेजा गया।',
  'Asking strangers for nudes or sex is not allowed on Serendip. Your message was not sent.':
    'Serendip पर अजनबियों से न्यूड या सेक्स माँगने की अनुमति नहीं है। आपका संदेश नहीं भेजा गया।',
  'Telling someone to hurt themselves is not allowed on Serendip. Your message was not sent.':
    'Serendip पर किसी को खुद को नुकसान पहुँचाने के लिए कहने की अनुमति नहीं है। आपका संदेश नहीं भेजा गया।',
  'The chat was ended by our safety checks. You did nothing wrong.':
    'हमारी सुरक्षा जाँच ने चैट समाप्त कर दी। आपने कुछ गलत नहीं किया।',
  'This image looks sexually explicit, which Serendip does not allow. Please choose another picture.':
    'यह तस्वीर यौन रूप से स्पष्ट लगती है, जिसकी Serendip अनुमति नहीं देता। कृपया कोई दूसरी तस्वीर चुनें।',
  'This image was removed by our moderators and cannot be uploaded again.':
    'यह तस्वीर हमारे मॉडरेटरों ने हटा दी थी और इसे फिर से अपलोड नहीं किया जा सकता।',
  'Text contains a character that is not allowed (an invisible control character such as NUL, or a broken emoji). Please remove it.':
    'टेक्स्ट में एक ऐसा वर्ण है जिसकी अनुमति नहीं है (NUL जैसा अदृश्य नियंत्रण वर्ण या टूटा हुआ इमोजी)। कृपया उसे हटाएँ।',
  'Please select a file to upload.': 'कृपया अपलोड करने के लिए एक फ़ाइल चुनें।',
  'Please upload one file at a time.': 'कृपया एक बार में एक ही फ़ाइल अपलोड करें।',
  'Only image files are allowed.': 'केवल इमेज फ़ाइलों की अनुमति है।',
  'Only video files are allowed.': 'केवल वीडियो फ़ाइलों की अनुमति है।',
  'Only image or video files are allowed.': 'केवल इमेज या वीडियो फ़ाइलों की अनुमति है।',
  'The image could not be read.': 'तस्वीर पढ़ी नहीं जा सकी।',
  'The video could not be read.': 'वीडियो पढ़ा नहीं जा सका।',
  'The upload could not be read. Please try again.': 'अपलोड पढ़ा नहीं जा सका। कृपया फिर से कोशिश करें।',
  'The file is too large. The limit is {{megabytes}} MB.':
    'फ़ाइल बहुत बड़ी है। सीमा {{megabytes}} MB है।',
  'The video is too long. The limit is {{seconds}} seconds.':
    'वीडियो बहुत लंबा है। सीमा {{seconds}} सेकंड है।',
  'This video cannot be played in browsers. Please choose an MP4 (H.264), WebM or MOV video.':
    'यह वीडियो ब्राउज़र में नहीं चल सकता। कृपया MP4 (H.264), WebM या MOV वीडियो चुनें।',
  'Media storage cannot be reached right now. Please try again in a moment.':
    'मीडिया स्टोरेज तक अभी पहुँचा नहीं जा सकता। कृपया थोड़ी देर में फिर से कोशिश करें।',
  'You can only edit your own photos.': 'आप केवल अपनी फ़ोटो संपादित कर सकते हैं।',
  'You can only delete your own photos.': 'आप केवल अपनी फ़ोटो हटा सकते हैं।',
  'Photo deleted successfully!': 'फ़ोटो सफलतापूर्वक हटा दी गई!',
  'Comment text is required.': 'टिप्पणी का टेक्स्ट आवश्यक है।',
  'A comment is at most {{count}} characters.': 'एक टिप्पणी अधिकतम {{count}} अक्षरों की हो सकती है।',
  'A caption is at most {{count}} characters.': 'एक कैप्शन अधिकतम {{count}} अक्षरों का हो सकता है।',
  'You cannot report yourself.': 'आप अपनी ही रिपोर्ट नहीं कर सकते।',
  'Please provide a reason for reporting.': 'कृपया रिपोर्ट करने का कारण बताएँ।',
  'Please give a reason.': 'कृपया कोई कारण बताएँ।',
  'Choose a category.': 'एक श्रेणी चुनें।',
  'Choose what to report.': 'चुनें कि किसकी रिपोर्ट करनी है।',
  'User reported successfully. Thank you for your feedback.':
    'उपयोगकर्ता की रिपोर्ट सफलतापूर्वक की गई। आपकी प्रतिक्रिया के लिए धन्यवाद।',
  'A reason is at most {{count}} characters.': 'कारण अधिकतम {{count}} अक्षरों का हो सकता है।',
  'You are banned from Serendip.': 'आप पर Serendip से प्रतिबंध लगा है।',
  'Please explain why the decision should be reviewed.':
    'कृपया बताएँ कि फ़ैसले की समीक्षा क्यों होनी चाहिए।',
  'Your appeal was sent. A different moderator will review it.':
    'आपकी अपील भेज दी गई है। कोई दूसरा मॉडरेटर इसकी समीक्षा करेगा।',
  'You have already appealed this decision.': 'आप इस फ़ैसले के ख़िलाफ़ पहले ही अपील कर चुके हैं।',
  'The time to appeal this decision has passed.': 'इस फ़ैसले के ख़िलाफ़ अपील करने का समय बीत चुका है।',
  'Appeal not found.': 'अपील नहीं मिली।',
  'Your message has been sent.': 'आपका संदेश भेज दिया गया है।',
  'Fill the name': 'नाम भरें',
  'Fill the email': 'ईमेल भरें',
  'Fill the message': 'संदेश भरें',
  'Name is too long.': 'नाम बहुत लंबा है।',
  'Phone number is too long.': 'फ़ोन नंबर बहुत लंबा है।',
  'Message must be at most {{count}} characters.': 'संदेश अधिकतम {{count}} अक्षरों का हो सकता है।',
  'Notification marked as read.': 'सूचना पढ़ी हुई चिह्नित की गई।',
  'All notifications marked as read.': 'सभी सूचनाएँ पढ़ी हुई चिह्नित की गईं।',
  'Notifications are on for this device.': 'इस डिवाइस पर सूचनाएँ चालू हैं।',
  'Notifications are off for this device.': 'इस डिवाइस पर सूचनाएँ बंद हैं।',
  'Subscription not found.': 'सदस्यता नहीं मिली।',
  'language must be one of {{languages}}.': 'language इनमें से एक होना चाहिए: {{languages}}।',
  'It sounds like you are going through a lot. You are not alone: you can talk to someone now, for free and in confidence.':
    'लगता है आप बहुत कुछ झेल रहे हैं। आप अकेले नहीं हैं: आप अभी किसी से बात कर सकते हैं, मुफ़्त और गोपनीय रूप से।',
  'Serendip is only for adults (18 and over). A moderator will review this conversation.':
    'Serendip केवल वयस्कों (18 वर्ष और उससे अधिक) के लिए है। एक मॉडरेटर इस बातचीत की समीक्षा करेगा।',
  "For your safety, phone numbers, e-mail, street addresses and other apps' usernames are hidden in anonymous chat.":
    'आपकी सुरक्षा के लिए, गुमनाम चैट में फ़ोन नंबर, ईमेल, पते और दूसरे ऐप्स के यूज़रनेम छिपाए जाते हैं।',
  'Message not sent.': 'संदेश नहीं भेजा गया।',
  'You can send images after 1 more chat with strangers. New members and members with recent reports or sanctions cannot send images in their first chats.':
    'अजनबियों के साथ 1 और चैट के बाद आप तस्वीरें भेज सकेंगे। नए सदस्य और हाल की रिपोर्ट या प्रतिबंध वाले सदस्य अपनी पहली चैट में तस्वीरें नहीं भेज सकते।',
  'You can send images after {{count}} more chats with strangers. New members and members with recent reports or sanctions cannot send images in their first chats.':
    {
      other:
        'अजनबियों के साथ {{count}} और चैट के बाद आप तस्वीरें भेज सकेंगे। नए सदस्य और हाल की रिपोर्ट या प्रतिबंध वाले सदस्य अपनी पहली चैट में तस्वीरें नहीं भेज सकते।',
    },
};

export default catalogue;
