import type { MessageCatalogue } from '../serverMessages';

/** The server's messages in Russian. */
const catalogue: MessageCatalogue = {
  'Please log in.': 'Пожалуйста, войдите.',
  'Please log in to continue.': 'Войдите, чтобы продолжить.',
  'Please sign in to continue.': 'Войдите, чтобы продолжить.',
  'Your session has expired. Please log in again.': 'Срок действия сеанса истёк. Войдите снова.',
  'Invalid credentials.': 'Неверные учётные данные.',
  'Username or email is required.': 'Укажите имя пользователя или электронную почту.',
  'Password is required.': 'Укажите пароль.',
  'Username is required.': 'Укажите имя пользователя.',
  'Email is required.': 'Укажите электронную почту.',
  'Please enter a valid email address.': 'Введите действительный адрес электронной почты.',
  'Invalid email format.': 'Неверный формат электронной почты.',
  'Email is too long.': 'Адрес электронной почты слишком длинный.',
  'Username must be at least {{count}} characters.': {
    one: 'Имя пользователя должно содержать не менее {{count}} символа.',
    few: 'Имя пользователя должно содержать не менее {{count}} символов.',
    many: 'Имя пользователя должно содержать не менее {{count}} символов.',
    other: 'Имя пользователя должно содержать не менее {{count}} символов.',
  },
  'Username must be at most {{count}} characters.': {
    one: 'Имя пользователя должно содержать не более {{count}} символа.',
    few: 'Имя пользователя должно содержать не более {{count}} символов.',
    many: 'Имя пользователя должно содержать не более {{count}} символов.',
    other: 'Имя пользователя должно содержать не более {{count}} символов.',
  },
  'Password must be at least {{count}} characters.': {
    one: 'Пароль должен содержать не менее {{count}} символа.',
    few: 'Пароль должен содержать не менее {{count}} символов.',
    many: 'Пароль должен содержать не менее {{count}} символов.',
    other: 'Пароль должен содержать не менее {{count}} символов.',
  },
  'Password must be at most {{count}} characters.': {
    one: 'Пароль должен содержать не более {{count}} символа.',
    few: 'Пароль должен содержать не более {{count}} символов.',
    many: 'Пароль должен содержать не более {{count}} символов.',
    other: 'Пароль должен содержать не более {{count}} символов.',
  },
  'Username may contain only letters, digits, dots, dashes and underscores.':
    'Имя пользователя может содержать только буквы, цифры, точки, дефисы и подчёркивания.',
  'Username is already taken.': 'Это имя пользователя уже занято.',
  'This username or email is already in use. If you already have an account, log in or reset your password.':
    'Это имя пользователя или адрес электронной почты уже используются. Если у вас уже есть аккаунт, войдите или сбросьте пароль.',
  'An account with this email already exists. Log in or reset your password.':
    'Аккаунт с этим адресом электронной почты уже существует. Войдите или сбросьте пароль.',
  'Could not create your account right now. Please try again.':
    'Не удалось создать аккаунт. Попробуйте ещё раз.',
  'Invalid or expired reset token.': 'Ссылка для сброса недействительна или устарела.',
  'Password reset email sent. Please check your inbox.':
    'Письмо для сброса пароля отправлено. Проверьте почту.',
  'Password has been reset successfully!': 'Пароль успешно сброшен!',
  'You have been logged out.': 'Вы вышли из аккаунта.',
  'You have been logged out on every device.': 'Вы вышли из аккаунта на всех устройствах.',
  'Google token is required.': 'Требуется токен Google.',
  'Google sign-in failed.': 'Не удалось войти через Google.',
  'Google sign-in is not configured.': 'Вход через Google не настроен.',
  'Google sign-in is unavailable right now. Please try again later.':
    'Вход через Google сейчас недоступен. Попробуйте позже.',
  'This email is already linked to another Google account.':
    'Этот адрес электронной почты уже привязан к другому аккаунту Google.',
  'Please solve the captcha.': 'Пройдите проверку капчи.',
  'Captcha verification failed. Please try again.':
    'Проверка капчи не пройдена. Попробуйте ещё раз.',
  'Please complete the check again; it may take a few seconds.':
    'Пройдите проверку ещё раз — это может занять несколько секунд.',
  'Invalid or missing anti-forgery token. Please reload the page and try again.':
    'Токен защиты отсутствует или недействителен. Обновите страницу и попробуйте ещё раз.',
  'Too many requests. Please slow down and try again shortly.':
    'Слишком много запросов. Подождите немного и попробуйте снова.',
  'Too many requests. Please try again in 1 second.':
    'Слишком много запросов. Попробуйте снова через 1 секунду.',
  'Too many requests. Please try again in {{seconds}} seconds.': {
    one: 'Слишком много запросов. Попробуйте снова через {{seconds}} секунду.',
    few: 'Слишком много запросов. Попробуйте снова через {{seconds}} секунды.',
    many: 'Слишком много запросов. Попробуйте снова через {{seconds}} секунд.',
    other: 'Слишком много запросов. Попробуйте снова через {{seconds}} секунды.',
  },
  'Too many messages at once. Please wait a moment.':
    'Слишком много сообщений сразу. Подождите немного.',
  'Too many connections from your network. Close some tabs and try again.':
    'Слишком много подключений из вашей сети. Закройте несколько вкладок и попробуйте снова.',
  'Invalid request.': 'Неверный запрос.',
  'Bad request.': 'Некорректный запрос.',
  'Request body is missing.': 'Отсутствует тело запроса.',
  'The request body is not valid JSON.': 'Тело запроса не является корректным JSON.',
  'The request has unknown fields.': 'Запрос содержит неизвестные поля.',
  'The file or request is too large.': 'Файл или запрос слишком велик.',
  'Unsupported content type.': 'Неподдерживаемый тип содержимого.',
  'Something went wrong on our side. Please try again.':
    'Что-то пошло не так на нашей стороне. Попробуйте ещё раз.',
  'Server error. Please try again.': 'Ошибка сервера. Попробуйте ещё раз.',
  'Not found.': 'Не найдено.',
  'You are not allowed to do that.': 'У вас нет прав на это действие.',
  'Only moderators can do this.': 'Это могут делать только модераторы.',
  'Only admins can do this.': 'Это могут делать только администраторы.',
  'User not found.': 'Пользователь не найден.',
  'Profile not found.': 'Профиль не найден.',
  'Room not found.': 'Комната не найдена.',
  'Conversation not found.': 'Беседа не найдена.',
  'Message not found.': 'Сообщение не найдено.',
  'Photo not found.': 'Фото не найдено.',
  'Friend request not found.': 'Запрос в друзья не найден.',
  'Friend not found.': 'Друг не найден.',
  'Notification not found.': 'Уведомление не найдено.',
  'File not found.': 'Файл не найден.',
  'Content not found.': 'Содержимое не найдено.',
  'Bio must be at most {{count}} characters.': {
    one: 'Описание должно содержать не более {{count}} символа.',
    few: 'Описание должно содержать не более {{count}} символов.',
    many: 'Описание должно содержать не более {{count}} символов.',
    other: 'Описание должно содержать не более {{count}} символов.',
  },
  'At most {{count}} interests.': {
    one: 'Не более {{count}} интереса.',
    few: 'Не более {{count}} интересов.',
    many: 'Не более {{count}} интересов.',
    other: 'Не более {{count}} интересов.',
  },
  'An interest is at most {{count}} characters.': {
    one: 'Интерес может содержать не более {{count}} символа.',
    few: 'Интерес может содержать не более {{count}} символов.',
    many: 'Интерес может содержать не более {{count}} символов.',
    other: 'Интерес может содержать не более {{count}} символов.',
  },
  'Search text is too long.': 'Текст поиска слишком длинный.',
  'Please log in to chat.': 'Войдите, чтобы общаться в чате.',
  'You can only chat with friends.': 'Общаться можно только с друзьями.',
  'Message cannot be empty.': 'Сообщение не может быть пустым.',
  'Message is too long.': 'Сообщение слишком длинное.',
  'Message is missing.': 'Сообщение отсутствует.',
  'Unknown message type.': 'Неизвестный тип сообщения.',
  'Invalid client id.': 'Недопустимый идентификатор клиента.',
  'This client id was already used for another message.':
    'Этот идентификатор клиента уже использован для другого сообщения.',
  'The message could not be saved. Please retry.':
    'Не удалось сохранить сообщение. Попробуйте ещё раз.',
  'The message could not be delivered right now. Please retry.':
    'Сейчас не удалось доставить сообщение. Попробуйте ещё раз.',
  'You can only edit your own messages.': 'Редактировать можно только свои сообщения.',
  'You can only delete your own messages.': 'Удалять можно только свои сообщения.',
  'Only text messages can be edited.': 'Редактировать можно только текстовые сообщения.',
  'Messages can only be edited within 15 minutes of sending.':
    'Сообщения можно редактировать только в течение 15 минут после отправки.',
  'This message was deleted.': 'Это сообщение удалено.',
  'Choose an emoji.': 'Выберите эмодзи.',
  'Choose one emoji.': 'Выберите один эмодзи.',
  'This message has too many different reactions.':
    'У этого сообщения слишком много разных реакций.',
  'Media messages must carry a file uploaded to the chat.':
    'Медиасообщение должно содержать файл, загруженный в чат.',
  'Marked as read.': 'Отмечено как прочитанное.',
  'Please log in to join rooms.': 'Войдите, чтобы присоединяться к комнатам.',
  'Room name is required.': 'Укажите название комнаты.',
  'Room name must be at most {{count}} characters.': {
    one: 'Название комнаты должно содержать не более {{count}} символа.',
    few: 'Название комнаты должно содержать не более {{count}} символов.',
    many: 'Название комнаты должно содержать не более {{count}} символов.',
    other: 'Название комнаты должно содержать не более {{count}} символов.',
  },
  'Description must be at most {{count}} characters.': {
    one: 'Описание должно содержать не более {{count}} символа.',
    few: 'Описание должно содержать не более {{count}} символов.',
    many: 'Описание должно содержать не более {{count}} символов.',
    other: 'Описание должно содержать не более {{count}} символов.',
  },
  'Join the room first.': 'Сначала присоединитесь к комнате.',
  'Join the room before sending messages.':
    'Присоединитесь к комнате, прежде чем отправлять сообщения.',
  'You left the room.': 'Вы вышли из комнаты.',
  'Invalid room.': 'Недопустимая комната.',
  'Rooms must be a list of room ids.': 'Комнаты должны быть списком идентификаторов комнат.',
  'Please log in to send a friend request.': 'Войдите, чтобы отправить запрос в друзья.',
  'You cannot send a friend request to yourself.': 'Нельзя отправить запрос в друзья самому себе.',
  'You cannot send a friend request to this user.':
    'Этому пользователю нельзя отправить запрос в друзья.',
  'Friend request sent.': 'Запрос в друзья отправлен.',
  'Friend request already sent.': 'Запрос в друзья уже отправлен.',
  'Friend request accepted.': 'Запрос в друзья принят.',
  'Friend request rejected.': 'Запрос в друзья отклонён.',
  'Friend removed.': 'Друг удалён.',
  'You are already friends.': 'Вы уже друзья.',
  'You are now friends.': 'Теперь вы друзья.',
  'You cannot block yourself.': 'Нельзя заблокировать самого себя.',
  'You cannot unblock yourself.': 'Нельзя разблокировать самого себя.',
  'You are not chatting with anyone.': 'Вы ни с кем не общаетесь.',
  'This stranger is no longer available.': 'Этот собеседник больше недоступен.',
  'You must be logged in to reveal your profile.': 'Чтобы показать свой профиль, нужно войти.',
  'You can send a friend request only to your current partner once they revealed their profile.':
    'Отправить запрос в друзья можно только текущему собеседнику, после того как он покажет свой профиль.',
  'You are temporarily suspended from anonymous chat.':
    'Вам временно закрыт доступ к анонимному чату.',
  'Your chat has ended. Please start a new one to send images.':
    'Чат завершён. Начните новый, чтобы отправлять изображения.',
  'You are not in this call.': 'Вы не участвуете в этом звонке.',
  'This call is full.': 'В этом звонке нет свободных мест.',
  'You can only signal to another member of your call.':
    'Сигналы можно отправлять только другому участнику вашего звонка.',
  'You can only report a member of your call.':
    'Пожаловаться можно только на участника вашего звонка.',
  'Chat ended.': 'Чат завершён.',
  'Link spam is not allowed on Serendip. Your message was not sent.':
    'Спам ссылками запрещён в Serendip. Ваше сообщение не отправлено.',
  'Asking strangers for nudes or sex is not allowed on Serendip. Your message was not sent.':
    'Просить у незнакомцев откровенные фото или секс в Serendip запрещено. Ваше сообщение не отправлено.',
  'Telling someone to hurt themselves is not allowed on Serendip. Your message was not sent.':
    'Призывать кого-либо причинить себе вред в Serendip запрещено. Ваше сообщение не отправлено.',
  'The chat was ended by our safety checks. You did nothing wrong.':
    'Чат завершён нашей системой безопасности. Вы ничего плохого не сделали.',
  'This image looks sexually explicit, which Serendip does not allow. Please choose another picture.':
    'Это изображение похоже на откровенное сексуальное содержание, которое Serendip не допускает. Выберите другое изображение.',
  'This image was removed by our moderators and cannot be uploaded again.':
    'Это изображение удалено модераторами и не может быть загружено снова.',
  'Text contains a character that is not allowed (an invisible control character such as NUL, or a broken emoji). Please remove it.':
    'Текст содержит недопустимый символ (невидимый управляющий символ, например NUL, или повреждённый эмодзи). Удалите его.',
  'Please select a file to upload.': 'Выберите файл для загрузки.',
  'Please upload one file at a time.': 'Загружайте файлы по одному.',
  'Only image files are allowed.': 'Разрешены только изображения.',
  'Only video files are allowed.': 'Разрешены только видеофайлы.',
  'Only image or video files are allowed.': 'Разрешены только изображения и видеофайлы.',
  'The image could not be read.': 'Не удалось прочитать изображение.',
  'The video could not be read.': 'Не удалось прочитать видео.',
  'The upload could not be read. Please try again.':
    'Не удалось прочитать загруженный файл. Попробуйте ещё раз.',
  'The file is too large. The limit is {{megabytes}} MB.':
    'Файл слишком большой. Ограничение — {{megabytes}} МБ.',
  'The video is too long. The limit is {{seconds}} seconds.': {
    one: 'Видео слишком длинное. Ограничение — {{seconds}} секунда.',
    few: 'Видео слишком длинное. Ограничение — {{seconds}} секунды.',
    many: 'Видео слишком длинное. Ограничение — {{seconds}} секунд.',
    other: 'Видео слишком длинное. Ограничение — {{seconds}} секунды.',
  },
  'This video cannot be played in browsers. Please choose an MP4 (H.264), WebM or MOV video.':
    'Это видео не воспроизводится в браузерах. Выберите видео в формате MP4 (H.264), WebM или MOV.',
  'Media storage cannot be reached right now. Please try again in a moment.':
    'Хранилище медиафайлов сейчас недоступно. Попробуйте чуть позже.',
  'You can only edit your own photos.': 'Редактировать можно только свои фото.',
  'You can only delete your own photos.': 'Удалять можно только свои фото.',
  'Photo deleted successfully!': 'Фото удалено!',
  'Comment text is required.': 'Введите текст комментария.',
  'A comment is at most {{count}} characters.': {
    one: 'Комментарий может содержать не более {{count}} символа.',
    few: 'Комментарий может содержать не более {{count}} символов.',
    many: 'Комментарий может содержать не более {{count}} символов.',
    other: 'Комментарий может содержать не более {{count}} символов.',
  },
  'A caption is at most {{count}} characters.': {
    one: 'Подпись может содержать не более {{count}} символа.',
    few: 'Подпись может содержать не более {{count}} символов.',
    many: 'Подпись может содержать не более {{count}} символов.',
    other: 'Подпись может содержать не более {{count}} символов.',
  },
  'You cannot report yourself.': 'Нельзя пожаловаться на самого себя.',
  'Please provide a reason for reporting.': 'Укажите причину жалобы.',
  'Please give a reason.': 'Укажите причину.',
  'Choose a category.': 'Выберите категорию.',
  'Choose what to report.': 'Выберите, на что пожаловаться.',
  'User reported successfully. Thank you for your feedback.':
    'Жалоба на пользователя отправлена. Спасибо за отзыв.',
  'A reason is at most {{count}} characters.': {
    one: 'Причина может содержать не более {{count}} символа.',
    few: 'Причина может содержать не более {{count}} символов.',
    many: 'Причина может содержать не более {{count}} символов.',
    other: 'Причина может содержать не более {{count}} символов.',
  },
  'You are banned from Serendip.': 'Вы заблокированы в Serendip.',
  'Please explain why the decision should be reviewed.':
    'Объясните, почему решение следует пересмотреть.',
  'Your appeal was sent. A different moderator will review it.':
    'Апелляция отправлена. Её рассмотрит другой модератор.',
  'You have already appealed this decision.': 'Вы уже подали апелляцию на это решение.',
  'The time to appeal this decision has passed.': 'Срок подачи апелляции на это решение истёк.',
  'Appeal not found.': 'Апелляция не найдена.',
  'Your message has been sent.': 'Ваше сообщение отправлено.',
  'Fill the name': 'Укажите имя',
  'Fill the email': 'Укажите электронную почту',
  'Fill the message': 'Введите сообщение',
  'Name is too long.': 'Имя слишком длинное.',
  'Phone number is too long.': 'Номер телефона слишком длинный.',
  'Message must be at most {{count}} characters.': {
    one: 'Сообщение должно содержать не более {{count}} символа.',
    few: 'Сообщение должно содержать не более {{count}} символов.',
    many: 'Сообщение должно содержать не более {{count}} символов.',
    other: 'Сообщение должно содержать не более {{count}} символов.',
  },
  'Notification marked as read.': 'Уведомление отмечено как прочитанное.',
  'All notifications marked as read.': 'Все уведомления отмечены как прочитанные.',
  'Notifications are on for this device.': 'Уведомления на этом устройстве включены.',
  'Notifications are off for this device.': 'Уведомления на этом устройстве выключены.',
  'Subscription not found.': 'Подписка не найдена.',
  'language must be one of {{languages}}.': 'language должен быть одним из: {{languages}}.',
  'It sounds like you are going through a lot. You are not alone: you can talk to someone now, for free and in confidence.':
    'Похоже, вам сейчас очень тяжело. Вы не одни: вы можете поговорить с кем-то прямо сейчас, бесплатно и конфиденциально.',
  'Serendip is only for adults (18 and over). A moderator will review this conversation.':
    'Serendip только для взрослых (18 лет и старше). Модератор проверит этот разговор.',
  "For your safety, phone numbers, e-mail, street addresses and other apps' usernames are hidden in anonymous chat.":
    'Ради вашей безопасности номера телефонов, адреса электронной почты, почтовые адреса и имена пользователей в других приложениях скрываются в анонимном чате.',
  'Message not sent.': 'Сообщение не отправлено.',
  'You can send images after 1 more chat with strangers. New members and members with recent reports or sanctions cannot send images in their first chats.':
    'Вы сможете отправлять изображения ещё через 1 чат с незнакомцами. Новые участники и участники с недавними жалобами или санкциями не могут отправлять изображения в первых чатах.',
  'You can send images after {{count}} more chats with strangers. New members and members with recent reports or sanctions cannot send images in their first chats.':
    {
      one: 'Вы сможете отправлять изображения ещё через {{count}} чат с незнакомцами. Новые участники и участники с недавними жалобами или санкциями не могут отправлять изображения в первых чатах.',
      few: 'Вы сможете отправлять изображения ещё через {{count}} чата с незнакомцами. Новые участники и участники с недавними жалобами или санкциями не могут отправлять изображения в первых чатах.',
      many: 'Вы сможете отправлять изображения ещё через {{count}} чатов с незнакомцами. Новые участники и участники с недавними жалобами или санкциями не могут отправлять изображения в первых чатах.',
      other:
        'Вы сможете отправлять изображения ещё через {{count}} чата с незнакомцами. Новые участники и участники с недавними жалобами или санкциями не могут отправлять изображения в первых чатах.',
    },
};

export default catalogue;
