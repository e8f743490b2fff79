import type { MessageCatalogue } from '../serverMessages';

/** The server's messages in Arabic. */
const catalogue: MessageCatalogue = {
  'Please log in.': 'يُرجى تسجيل الدخول.',
  'Please log in to continue.': 'يُرجى تسجيل الدخول للمتابعة.',
  'Please sign in to continue.': 'يُرجى تسجيل الدخول للمتابعة.',
  'Your session has expired. Please log in again.':
    'انتهت صلاحية جلستك. يُرجى تسجيل الدخول مرة أخرى.',
  'Invalid credentials.': 'بيانات الدخول غير صحيحة.',
  'Username or email is required.': 'اسم المستخدم أو البريد الإلكتروني مطلوب.',
  'Password is required.': 'كلمة المرور مطلوبة.',
  'Username is required.': 'اسم المستخدم مطلوب.',
  'Email is required.': 'البريد الإلكتروني مطلوب.',
  'Please enter a valid email address.': 'يُرجى إدخال عنوان بريد إلكتروني صالح.',
  'Invalid email format.': 'صيغة البريد الإلكتروني غير صحيحة.',
  'Email is too long.': 'البريد الإلكتروني طويل جدًا.',
  'Username must be at least {{count}} characters.': {
    few: 'يجب أن يتكون اسم المستخدم من {{count}} أحرف على الأقل.',
    many: 'يجب أن يتكون اسم المستخدم من {{count}} حرفًا على الأقل.',
    other: 'يجب أن يتكون اسم المستخدم من {{count}} حرف على الأقل.',
  },
  'Username must be at most {{count}} characters.': {
    few: 'يجب ألا يزيد اسم المستخدم على {{count}} أحرف.',
    many: 'يجب ألا يزيد اسم المستخدم على {{count}} حرفًا.',
    other: 'يجب ألا يزيد اسم المستخدم على {{count}} حرف.',
  },
  'Password must be at least {{count}} characters.': {
    few: 'يجب أن تتكون كلمة المرور من {{count}} أحرف على الأقل.',
    many: 'يجب أن تتكون كلمة المرور من {{count}} حرفًا على الأقل.',
    other: 'يجب أن تتكون كلمة المرور من {{count}} حرف على الأقل.',
  },
  'Password must be at most {{count}} characters.': {
    few: 'يجب ألا تزيد كلمة المرور على {{count}} أحرف.',
    many: 'يجب ألا تزيد كلمة المرور على {{count}} حرفًا.',
    other: 'يجب ألا تزيد كلمة المرور على {{count}} حرف.',
  },
  'Username may contain only letters, digits, dots, dashes and underscores.':
    'يمكن أن يحتوي اسم المستخدم على أحرف وأرقام ونقاط وشرطات وشرطات سفلية فقط.',
  'Username is already taken.': 'اسم المستخدم هذا مستخدم بالفعل.',
  'This username or email is already in use. If you already have an account, log in or reset your password.':
    'اسم المستخدم أو البريد الإلكتروني هذا مستخدم بالفعل. إذا كان لديك حساب، فسجّل الدخول أو أعد تعيين كلمة المرور.',
  'An account with this email already exists. Log in or reset your password.':
    'يوجد حساب بهذا البريد الإلكتروني بالفعل. سجّل الدخول أو أعد تعيين كلمة المرور.',
  'Could not create your account right now. Please try again.':
    'تعذّر إنشاء حسابك الآن. يُرجى المحاولة مرة أخرى.',
  'Invalid or expired reset token.': 'رمز إعادة التعيين غير صالح أو منتهي الصلاحية.',
  'Password reset email sent. Please check your inbox.':
    'تم إرسال رسالة إعادة تعيين كلمة المرور. يُرجى التحقق من بريدك الوارد.',
  'Password has been reset successfully!': 'تمت إعادة تعيين كلمة المرور بنجاح!',
  'You have been logged out.': 'تم تسجيل خروجك.',
  'You have been logged out on every device.': 'تم تسجيل خروجك من جميع الأجهزة.',
  'Google token is required.': 'رمز Google مطلوب.',
  'Google sign-in failed.': 'فشل تسجيل الدخول باستخدام Google.',
  'Google sign-in is not configured.': 'لم يتم إعداد تسجيل الدخول باستخدام Google.',
  'Google sign-in is unavailable right now. Please try again later.':
    'تسجيل الدخول باستخدام Google غير متاح الآن. يُرجى المحاولة لاحقًا.',
  'This email is already linked to another Google account.':
    'هذا البريد الإلكتروني مرتبط بالفعل بحساب Google آخر.',
  'Please solve the captcha.': 'يُرجى حل اختبار captcha.',
  'Captcha verification failed. Please try again.':
    'فشل التحقق من captcha. يُرجى المحاولة مرة أخرى.',
  'Please complete the check again; it may take a few seconds.':
    'يُرجى إكمال التحقق مرة أخرى؛ قد يستغرق ذلك بضع ثوانٍ.',
  'Invalid or missing anti-forgery token. Please reload the page and try again.':
    'رمز الحماية مفقود أو غير صالح. يُرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.',
  'Too many requests. Please slow down and try again shortly.':
    'طلبات كثيرة جدًا. يُرجى التمهّل والمحاولة بعد قليل.',
  'Too many requests. Please try again in 1 second.':
    'طلبات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد ثانية واحدة.',
  'Too many requests. Please try again in {{seconds}} seconds.': {
    two: 'طلبات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد ثانيتين.',
    few: 'طلبات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد {{seconds}} ثوانٍ.',
    many: 'طلبات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد {{seconds}} ثانية.',
    other: 'طلبات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد {{seconds}} ثانية.',
  },
  'Too many messages at once. Please wait a moment.':
    'رسائل كثيرة جدًا في وقت واحد. يُرجى الانتظار قليلًا.',
  'Too many connections from your network. Close some tabs and try again.':
    'اتصالات كثيرة جدًا من شبكتك. أغلق بعض علامات التبويب وحاول مرة أخرى.',
  'Invalid request.': 'طلب غير صالح.',
  'Bad request.': 'طلب غير صحيح.',
  'Request body is missing.': 'نص الطلب مفقود.',
  'The request body is not valid JSON.': 'نص الطلب ليس JSON صالحًا.',
  'The request has unknown fields.': 'يحتوي الطلب على حقول غير معروفة.',
  'The file or request is too large.': 'الملف أو الطلب كبير جدًا.',
  'Unsupported content type.': 'نوع المحتوى غير مدعوم.',
  'Something went wrong on our side. Please try again.':
    'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.',
  'Server error. Please try again.': 'خطأ في الخادم. يُرجى المحاولة مرة أخرى.',
  'Not found.': 'غير موجود.',
  'You are not allowed to do that.': 'غير مسموح لك بفعل ذلك.',
  'Only moderators can do this.': 'يمكن للمشرفين فقط القيام بذلك.',
  'Only admins can do this.': 'يمكن للمسؤولين فقط القيام بذلك.',
  'User not found.': 'المستخدم غير موجود.',
  'Profile not found.': 'الملف الشخصي غير موجود.',
  'Room not found.': 'الغرفة غير موجودة.',
  'Conversation not found.': 'المحادثة غير موجودة.',
  'Message not found.': 'الرسالة غير موجودة.',
  'Photo not found.': 'الصورة غير موجودة.',
  'Friend request not found.': 'طلب الصداقة غير موجود.',
  'Friend not found.': 'الصديق غير موجود.',
  'Notification not found.': 'الإشعار غير موجود.',
  'File not found.': 'الملف غير موجود.',
  'Content not found.': 'المحتوى غير موجود.',
  'Bio must be at most {{count}} characters.': {
    few: 'يجب ألا تزيد النبذة على {{count}} أحرف.',
    many: 'يجب ألا تزيد النبذة على {{count}} حرفًا.',
    other: 'يجب ألا تزيد النبذة على {{count}} حرف.',
  },
  'At most {{count}} interests.': {
    few: '{{count}} اهتمامات كحد أقصى.',
    many: '{{count}} اهتمامًا كحد أقصى.',
    other: '{{count}} اهتمام كحد أقصى.',
  },
  'An interest is at most {{count}} characters.': {
    few: 'يجب ألا يزيد الاهتمام على {{count}} أحرف.',
    many: 'يجب ألا يزيد الاهتمام على {{count}} حرفًا.',
    other: 'يجب ألا يزيد الاهتمام على {{count}} حرف.',
  },
  'Search text is too long.': 'نص البحث طويل جدًا.',
  'Please log in to chat.': 'يُرجى تسجيل الدخول للدردشة.',
  'You can only chat with friends.': 'يمكنك الدردشة مع أصدقائك فقط.',
  'Message cannot be empty.': 'لا يمكن أن تكون الرسالة فارغة.',
  'Message is too long.': 'الرسالة طويلة جدًا.',
  'Message is missing.': 'الرسالة مفقودة.',
  'Unknown message type.': 'نوع رسالة غير معروف.',
  'Invalid client id.': 'معرّف العميل غير صالح.',
  'This client id was already used for another message.':
    'تم استخدام معرّف العميل هذا لرسالة أخرى بالفعل.',
  'The message could not be saved. Please retry.': 'تعذّر حفظ الرسالة. يُرجى إعادة المحاولة.',
  'The message could not be delivered right now. Please retry.':
    'تعذّر توصيل الرسالة الآن. يُرجى إعادة المحاولة.',
  'You can only edit your own messages.': 'يمكنك تعديل رسائلك فقط.',
  'You can only delete your own messages.': 'يمكنك حذف رسائلك فقط.',
  'Only text messages can be edited.': 'يمكن تعديل الرسائل النصية فقط.',
  'Messages can only be edited within 15 minutes of sending.':
    'يمكن تعديل الرسائل خلال 15 دقيقة من إرسالها فقط.',
  'This message was deleted.': 'تم حذف هذه الرسالة.',
  'Choose an emoji.': 'اختر رمزًا تعبيريًا.',
  'Choose one emoji.': 'اختر رمزًا تعبيريًا واحدًا.',
  'This message has too many different reactions.':
    'تحتوي هذه الرسالة على تفاعلات مختلفة كثيرة جدًا.',
  'Media messages must carry a file uploaded to the chat.':
    'يجب أن تحمل رسائل الوسائط ملفًا مرفوعًا إلى الدردشة.',
  'Marked as read.': 'تم التمييز كمقروء.',
  'Please log in to join rooms.': 'يُرجى تسجيل الدخول للانضمام إلى الغرف.',
  'Room name is required.': 'اسم الغرفة مطلوب.',
  'Room name must be at most {{count}} characters.': {
    few: 'يجب ألا يزيد اسم الغرفة على {{count}} أحرف.',
    many: 'يجب ألا يزيد اسم الغرفة على {{count}} حرفًا.',
    other: 'يجب ألا يزيد اسم الغرفة على {{count}} حرف.',
  },
  'Description must be at most {{count}} characters.': {
    few: 'يجب ألا يزيد الوصف على {{count}} أحرف.',
    many: 'يجب ألا يزيد الوصف على {{count}} حرفًا.',
    other: 'يجب ألا يزيد الوصف على {{count}} حرف.',
  },
  'Join the room first.': 'انضم إلى الغرفة أولًا.',
  'Join the room before sending messages.': 'انضم إلى الغرفة قبل إرسال الرسائل.',
  'You left the room.': 'لقد غادرت الغرفة.',
  'Invalid room.': 'غرفة غير صالحة.',
  'Rooms must be a list of room ids.': 'يجب أن تكون الغرف قائمة بمعرّفات الغرف.',
  'Please log in to send a friend request.': 'يُرجى تسجيل الدخول لإرسال طلب صداقة.',
  'You cannot send a friend request to yourself.': 'لا يمكنك إرسال طلب صداقة إلى نفسك.',
  'You cannot send a friend request to this user.': 'لا يمكنك إرسال طلب صداقة إلى هذا المستخدم.',
  'Friend request sent.': 'تم إرسال طلب الصداقة.',
  'Friend request already sent.': 'تم إرسال طلب الصداقة بالفعل.',
  'Friend request accepted.': 'تم قبول طلب الصداقة.',
  'Friend request rejected.': 'تم رفض طلب الصداقة.',
  'Friend removed.': 'تمت إزالة الصديق.',
  'You are already friends.': 'أنتما صديقان بالفعل.',
  'You are now friends.': 'أصبحتما صديقين الآن.',
  'You cannot block yourself.': 'لا يمكنك حظر نفسك.',
  'You cannot unblock yourself.': 'لا يمكنك إلغاء حظر نفسك.',
  'You are not chatting with anyone.': 'أنت لا تدردش مع أحد.',
  'This stranger is no longer available.': 'لم يعد هذا الغريب متاحًا.',
  'You must be logged in to reveal your profile.': 'يجب تسجيل الدخول لكشف ملفك الشخصي.',
  'You can send a friend request only to your current partner once they revealed their profile.':
    'يمكنك إرسال طلب صداقة إلى شريكك الحالي فقط بعد أن يكشف ملفه الشخصي.',
  'You are temporarily suspended from anonymous chat.': 'تم إيقافك مؤقتًا عن الدردشة المجهولة.',
  'Your chat has ended. Please start a new one to send images.':
    'انتهت دردشتك. يُرجى بدء دردشة جديدة لإرسال الصور.',
  'You are not in this call.': 'أنت لست في هذه المكالمة.',
  'This call is full.': 'هذه المكالمة ممتلئة.',
  'You can only signal to another member of your call.':
    'يمكنك إرسال الإشارات إلى عضو آخر في مكالمتك فقط.',
  'You can only report a member of your call.': 'يمكنك الإبلاغ عن عضو في مكالمتك فقط.',
  'Chat ended.': 'انتهت الدردشة.',
  'Link spam is not allowed on Serendip. Your message was not sent.':
    'إرسال الروابط المزعجة غير مسموح به على Serendip. لم يتم إرسال رسالتك.',
  'Asking strangers for nudes or sex is not allowed on Serendip. Your message was not sent.':
    'طلب صور عارية أو جنس من الغرباء غير مسموح به على Serendip. لم يتم إرسال رسالتك.',
  'Telling someone to hurt themselves is not allowed on Serendip. Your message was not sent.':
    'لا يُسمح على Serendip بدعوة أي شخص إلى إيذاء نفسه. لم يتم إرسال رسالتك.',
  'The chat was ended by our safety checks. You did nothing wrong.':
    'أنهت فحوصات الأمان لدينا الدردشة. أنت لم ترتكب أي خطأ.',
  'This image looks sexually explicit, which Serendip does not allow. Please choose another picture.':
    'تبدو هذه الصورة جنسية صريحة، وهو ما لا يسمح به Serendip. يُرجى اختيار صورة أخرى.',
  'This image was removed by our moderators and cannot be uploaded again.':
    'أزال المشرفون هذه الصورة ولا يمكن رفعها مرة أخرى.',
  'Text contains a character that is not allowed (an invisible control character such as NUL, or a broken emoji). Please remove it.':
    'يحتوي النص على حرف غير مسموح به (حرف تحكم غير مرئي مثل NUL، أو رمز تعبيري تالف). يُرجى إزالته.',
  'Please select a file to upload.': 'يُرجى اختيار ملف لرفعه.',
  'Please upload one file at a time.': 'يُرجى رفع ملف واحد في كل مرة.',
  'Only image files are allowed.': 'يُسمح بملفات الصور فقط.',
  'Only video files are allowed.': 'يُسمح بملفات الفيديو فقط.',
  'Only image or video files are allowed.': 'يُسمح بملفات الصور أو الفيديو فقط.',
  'The image could not be read.': 'تعذّرت قراءة الصورة.',
  'The video could not be read.': 'تعذّرت قراءة الفيديو.',
  'The upload could not be read. Please try again.':
    'تعذّرت قراءة الملف المرفوع. يُرجى المحاولة مرة أخرى.',
  'The file is too large. The limit is {{megabytes}} MB.':
    'الملف كبير جدًا. الحد الأقصى {{megabytes}} ميغابايت.',
  'The video is too long. The limit is {{seconds}} seconds.': {
    few: 'الفيديو طويل جدًا. الحد الأقصى {{seconds}} ثوانٍ.',
    many: 'الفيديو طويل جدًا. الحد الأقصى {{seconds}} ثانية.',
    other: 'الفيديو طويل جدًا. الحد الأقصى {{seconds}} ثانية.',
  },
  'This video cannot be played in browsers. Please choose an MP4 (H.264), WebM or MOV video.':
    'لا يمكن تشغيل هذا الفيديو في المتصفحات. يُرجى اختيار فيديو بصيغة MP4 (H.264) أو WebM أو MOV.',
  'Media storage cannot be reached right now. Please try again in a moment.':
    'لا يمكن الوصول إلى مساحة تخزين الوسائط الآن. يُرجى المحاولة بعد لحظات.',
  'You can only edit your own photos.': 'يمكنك تعديل صورك فقط.',
  'You can only delete your own photos.': 'يمكنك حذف صورك فقط.',
  'Photo deleted successfully!': 'تم حذف الصورة بنجاح!',
  'Comment text is required.': 'نص التعليق مطلوب.',
  'A comment is at most {{count}} characters.': {
    few: 'يجب ألا يزيد التعليق على {{count}} أحرف.',
    many: 'يجب ألا يزيد التعليق على {{count}} حرفًا.',
    other: 'يجب ألا يزيد التعليق على {{count}} حرف.',
  },
  'A caption is at most {{count}} characters.': {
    few: 'يجب ألا يزيد التعليق التوضيحي على {{count}} أحرف.',
    many: 'يجب ألا يزيد التعليق التوضيحي على {{count}} حرفًا.',
    other: 'يجب ألا يزيد التعليق التوضيحي على {{count}} حرف.',
  },
  'You cannot report yourself.': 'لا يمكنك الإبلاغ عن نفسك.',
  'Please provide a reason for reporting.': 'يُرجى ذكر سبب الإبلاغ.',
  'Please give a reason.': 'يُرجى ذكر سبب.',
  'Choose a category.': 'اختر فئة.',
  'Choose what to report.': 'اختر ما تريد الإبلاغ عنه.',
  'User reported successfully. Thank you for your feedback.':
    'تم الإبلاغ عن المستخدم بنجاح. شكرًا لملاحظاتك.',
  'A reason is at most {{count}} characters.': {
    few: 'يجب ألا يزيد السبب على {{count}} أحرف.',
    many: 'يجب ألا يزيد السبب على {{count}} حرفًا.',
    other: 'يجب ألا يزيد السبب على {{count}} حرف.',
  },
  'You are banned from Serendip.': 'أنت محظور من Serendip.',
  'Please explain why the decision should be reviewed.': 'يُرجى توضيح سبب وجوب مراجعة القرار.',
  'Your appeal was sent. A different moderator will review it.': 'تم إرسال طعنك. سيراجعه مشرف آخر.',
  'You have already appealed this decision.': 'لقد طعنت في هذا القرار بالفعل.',
  'The time to appeal this decision has passed.': 'انتهت مهلة الطعن في هذا القرار.',
  'Appeal not found.': 'الطعن غير موجود.',
  'Your message has been sent.': 'تم إرسال رسالتك.',
  'Fill the name': 'أدخل الاسم',
  'Fill the email': 'أدخل البريد الإلكتروني',
  'Fill the message': 'أدخل الرسالة',
  'Name is too long.': 'الاسم طويل جدًا.',
  'Phone number is too long.': 'رقم الهاتف طويل جدًا.',
  'Message must be at most {{count}} characters.': {
    few: 'يجب ألا تزيد الرسالة على {{count}} أحرف.',
    many: 'يجب ألا تزيد الرسالة على {{count}} حرفًا.',
    other: 'يجب ألا تزيد الرسالة على {{count}} حرف.',
  },
  'Notification marked as read.': 'تم تمييز الإشعار كمقروء.',
  'All notifications marked as read.': 'تم تمييز جميع الإشعارات كمقروءة.',
  'Notifications are on for this device.': 'الإشعارات مفعّلة على هذا الجهاز.',
  'Notifications are off for this device.': 'الإشعارات متوقفة على هذا الجهاز.',
  'Subscription not found.': 'الاشتراك غير موجود.',
  'language must be one of {{languages}}.':
    'يجب أن تكون قيمة language إحدى القيم التالية: {{languages}}.',
  'It sounds like you are going through a lot. You are not alone: you can talk to someone now, for free and in confidence.':
    'يبدو أنك تمر بالكثير. لست وحدك: يمكنك التحدث إلى أحد الآن، مجانًا وبسرية.',
  'Serendip is only for adults (18 and over). A moderator will review this conversation.':
    'Serendip للبالغين فقط (18 عامًا فأكثر). سيراجع أحد المشرفين هذه المحادثة.',
  "For your safety, phone numbers, e-mail, street addresses and other apps' usernames are hidden in anonymous chat.":
    'حفاظًا على سلامتك، تُخفى أرقام الهواتف والبريد الإلكتروني وعناوين السكن وأسماء المستخدمين في التطبيقات الأخرى في الدردشة المجهولة.',
  'Message not sent.': 'لم تُرسل الرسالة.',
  'You can send images after 1 more chat with strangers. New members and members with recent reports or sanctions cannot send images in their first chats.':
    'يمكنك إرسال الصور بعد محادثة واحدة أخرى مع الغرباء. لا يمكن للأعضاء الجدد والأعضاء الذين لديهم بلاغات أو عقوبات حديثة إرسال الصور في محادثاتهم الأولى.',
  'You can send images after {{count}} more chats with strangers. New members and members with recent reports or sanctions cannot send images in their first chats.':
    {
      two: 'يمكنك إرسال الصور بعد محادثتين أخريين مع الغرباء. لا يمكن للأعضاء الجدد والأعضاء الذين لديهم بلاغات أو عقوبات حديثة إرسال الصور في محادثاتهم الأولى.',
      few: 'يمكنك إرسال الصور بعد {{count}} محادثات أخرى مع الغرباء. لا يمكن للأعضاء الجدد والأعضاء الذين لديهم بلاغات أو عقوبات حديثة إرسال الصور في محادثاتهم الأولى.',
      many: 'يمكنك إرسال الصور بعد {{count}} محادثة أخرى مع الغرباء. لا يمكن للأعضاء الجدد والأعضاء الذين لديهم بلاغات أو عقوبات حديثة إرسال الصور في محادثاتهم الأولى.',
      other:
        'يمكنك إرسال الصور بعد {{count}} محادثة أخرى مع الغرباء. لا يمكن للأعضاء الجدد والأعضاء الذين لديهم بلاغات أو عقوبات حديثة إرسال الصور في محادثاتهم الأولى.',
    },
};

export default catalogue;
